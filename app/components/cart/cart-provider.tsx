import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { CartView } from '../../../core/cart/cart-view.ts';
import {
  type CartAction,
  type CartChange,
  type CartItem,
  type CartProduct,
  type CartState,
  canAdd,
  cartLines,
  cartReducer,
  emptyCart,
  parseStoredCart,
  sameLines,
} from '../../lib/cart-state.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { useSessionUser } from '../../lib/session-user.ts';
import { notify } from '../chrome/toasts.tsx';
import { fetchCart, mergeIntoCart, previewCart, saveCart } from './cart-api.ts';
import { type CartSaver, createCartSaver } from './cart-saver.ts';

/** A visitor's cart in this browser; emptied once it has joined an account's cart at sign-in. */
const storageKey = 'deploia-cart';
const saveDelayMs = 400;

interface CartContextValue {
  items: CartItem[];
  isOpen: boolean;
  add(product: CartProduct): void;
  remove(productId: string): void;
  setQuantity(productId: string, quantity: number): void;
  setDeployment(productId: string, deployment: boolean): void;
  clear(): void;
  toggle(): void;
  setOpen(open: boolean): void;
}

const CartContext = createContext<CartContextValue | null>(null);

/**
 * The cart (spec §2, §4). A visitor's lives in local storage and is shown with the server's prices
 * (POST /api/v1/cart/preview). A signed-in user's lives on the server: at sign-in the browser's cart is merged into
 * it once and the local copy cleared; each change is saved (debounced, in order, last write wins), so another device
 * shows the same cart. Signing out leaves an empty cart.
 */
export function CartProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const userId = useSessionUser()?.id ?? null;
  // The cart itself, read synchronously by the handlers; `state` mirrors it for rendering.
  const cart = useRef<CartState>(emptyCart);
  const [state, setState] = useState<CartState>(emptyCart);
  // Changes made while the cart loads (null once loaded): replayed on what the server answers.
  const pendingChanges = useRef<CartChange[] | null>(null);
  const retryLoad = useRef<(() => void) | null>(null);
  const saver = useRef<CartSaver | null>(null);

  const apply = useCallback((action: CartAction) => {
    cart.current = cartReducer(cart.current, action);
    setState(cart.current);
  }, []);

  const persist = useCallback(() => {
    if (!userId) localStorage.setItem(storageKey, JSON.stringify(cart.current.items));
    else if (pendingChanges.current === null) saver.current?.schedule(cartLines(cart.current.items));
  }, [userId]);

  const showServerView = useCallback(
    (view: CartView) => {
      apply({ type: 'restore', items: view.items });
      if (view.dropped.length > 0) notify(t('cart.toast.unavailable'), 'info');
    },
    [apply, t],
  );

  useEffect(() => {
    if (!userId) return;
    let active = true;
    const current = createCartSaver({
      save: saveCart,
      delayMs: saveDelayMs,
      onSaved(view, sent) {
        if (active && sameLines(sent, cartLines(cart.current.items))) showServerView(view);
      },
      onError() {
        if (active) notify(t('cart.toast.saveFailed'), 'error');
      },
    });
    saver.current = current;
    const onPageHide = () => void current.flush(true);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      active = false;
      void current.flush(true);
      saver.current = null;
      window.removeEventListener('pagehide', onPageHide);
    };
  }, [userId, showServerView, t]);

  useEffect(() => {
    let cancelled = false;
    apply({ type: 'restore', items: parseStoredCart(localStorage.getItem(storageKey)) });
    pendingChanges.current = [];
    const load = () => {
      const lines = cartLines(parseStoredCart(localStorage.getItem(storageKey)));
      if (!userId && lines.length === 0) {
        pendingChanges.current = null;
        return;
      }
      const answer = userId ? (lines.length > 0 ? mergeIntoCart(lines) : fetchCart()) : previewCart(lines);
      answer.then(
        (view) => {
          if (cancelled) return;
          if (userId) localStorage.removeItem(storageKey);
          const changes = pendingChanges.current ?? [];
          pendingChanges.current = null;
          showServerView(view);
          for (const change of changes) apply(change);
          // Saved again when the buyer changed something meanwhile or the server left products out.
          if (!userId || changes.length > 0 || view.dropped.length > 0) persist();
        },
        () => {
          if (cancelled) return;
          if (!userId) {
            pendingChanges.current = null;
            return;
          }
          // Nothing is saved before the server's cart is known (a save would overwrite it): the next change retries.
          retryLoad.current = load;
          notify(t('cart.toast.loadFailed'), 'error');
        },
      );
    };
    load();
    return () => {
      cancelled = true;
      pendingChanges.current = null;
      retryLoad.current = null;
    };
  }, [userId, apply, persist, showServerView, t]);

  useEffect(() => {
    if (userId) return;
    const onStorage = (event: StorageEvent) => {
      if (event.key === storageKey) apply({ type: 'restore', items: parseStoredCart(event.newValue) });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [userId, apply]);

  const value = useMemo<CartContextValue>(() => {
    const change = (c: CartChange) => {
      pendingChanges.current?.push(c);
      apply(c);
      persist();
      const retry = retryLoad.current;
      retryLoad.current = null;
      retry?.();
    };
    return {
      items: state.items,
      isOpen: state.isOpen,
      add(product) {
        if (!canAdd(cart.current.items, product.productId)) {
          notify(t('cart.toast.full'), 'error');
          return;
        }
        change({ type: 'add', product });
        notify(
          {
            title: t('cart.toast.added'),
            action: { label: t('cart.toast.viewCart'), onClick: () => apply({ type: 'setOpen', open: true }) },
          },
          'success',
        );
      },
      remove(productId) {
        change({ type: 'remove', productId });
        notify(t('cart.toast.removed'), 'success');
      },
      setQuantity(productId, quantity) {
        change({ type: 'setQuantity', productId, quantity });
        if (quantity <= 0) notify(t('cart.toast.removed'), 'success');
      },
      setDeployment(productId, deployment) {
        change({ type: 'setDeployment', productId, deployment });
      },
      clear() {
        change({ type: 'clear' });
        notify(t('cart.toast.cleared'), 'success');
      },
      toggle: () => apply({ type: 'toggle' }),
      setOpen: (open) => apply({ type: 'setOpen', open }),
    };
  }, [state.items, state.isOpen, apply, persist, t]);
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

export function useCart(): CartContextValue {
  const cart = useContext(CartContext);
  if (!cart) throw new Error('useCart must be used inside CartProvider');
  return cart;
}
