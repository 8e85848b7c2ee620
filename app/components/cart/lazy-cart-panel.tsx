import { lazy, Suspense } from 'react';
import { useOpenedOnce } from '../../lib/use-opened-once.ts';
import { useCart } from './cart-provider.tsx';

const CartPanel = lazy(() => import('./cart-panel.tsx').then((m) => ({ default: m.CartPanel })));

/** The cart panel's code (and the dialog behind it) loads the first time the cart opens. */
export function LazyCartPanel() {
  const { isOpen } = useCart();
  return useOpenedOnce(isOpen) ? (
    <Suspense fallback={null}>
      <CartPanel />
    </Suspense>
  ) : null;
}
