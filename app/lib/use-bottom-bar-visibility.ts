import { useEffect, useState } from 'react';
import { productBottomBarAfterScrollMs, productBottomBarInitialMs } from './chrome-timing.ts';

/** Always shown, except on product pages: shown for 3 s at first, then for 2 s after each scroll. */
export function useBottomBarVisibility(onProductPage: boolean) {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    if (!onProductPage) {
      setVisible(true);
      return;
    }
    setVisible(true);
    let timer = window.setTimeout(() => setVisible(false), productBottomBarInitialMs);
    const onScroll = () => {
      setVisible(true);
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setVisible(false), productBottomBarAfterScrollMs);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
    };
  }, [onProductPage]);
  return visible;
}
