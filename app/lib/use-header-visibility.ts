import { useEffect, useState } from 'react';
import { hideHeaderAfterPx, productHeaderAutoHideMs, scrolledAfterPx } from './chrome-timing.ts';

/**
 * The sticky header hides when scrolling down past 64 px and comes back on scroll up; it is "scrolled"
 * above 8 px. On product pages it also hides after 3 s. It never hides while focus is inside it.
 */
export function useHeaderVisibility(header: React.RefObject<HTMLElement | null>, autoHide: boolean) {
  const [hidden, setHidden] = useState(false);
  const [scrolled, setScrolled] = useState(false);

  useEffect(() => {
    let lastY = window.scrollY;
    const hasFocus = () => header.current?.contains(document.activeElement) ?? false;
    const onScroll = () => {
      const y = window.scrollY;
      setScrolled(y > scrolledAfterPx);
      if (y > lastY && y > hideHeaderAfterPx && !hasFocus()) setHidden(true);
      else if (y < lastY) setHidden(false);
      lastY = y;
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    const timer = autoHide
      ? window.setTimeout(() => !hasFocus() && setHidden(true), productHeaderAutoHideMs)
      : undefined;
    const onFocusIn = () => setHidden(false);
    header.current?.addEventListener('focusin', onFocusIn);
    const element = header.current;
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.clearTimeout(timer);
      element?.removeEventListener('focusin', onFocusIn);
    };
  }, [autoHide, header]);

  return { hidden, scrolled };
}
