import { createContext, type ReactNode, useContext, useEffect, useMemo, useReducer, useRef } from 'react';
import { type CartItem, cartReducer, emptyCart, parseStoredCart } from '../../lib/cart-state.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { notify } from '../chrome/toasts.tsx';

const storageKey = 'deploia-cart';

interface CartContextValue {
  items: CartItem[];
  isOpen: boolean;
  add(item: Omit<CartItem, 'quantity'>): void;
  remove(id: string): void;
  setQuantity(id: string, quantity: number): void;
  clear(): void;
  toggle(): void;
  setOpen(open: boolean): void;
}

const CartContext = createContext<CartContextValue | null>(null);

/** The visitor's cart, kept in local storage (the server-side cart of signed-in users comes with checkout). */
export function CartProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [state, dispatch] = useReducer(cartReducer, emptyCart);
  const restored = useRef(false);

  useEffect(() => {
    dispatch({ type: 'restore', items: parseStoredCart(localStorage.getItem(storageKey)) });
    restored.current = true;
    const onStorage = (event: StorageEvent) => {
      if (event.key === storageKey) dispatch({ type: 'restore', items: parseStoredCart(event.newValue) });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  useEffect(() => {
    if (restored.current) localStorage.setItem(storageKey, JSON.stringify(state.items));
  }, [state.items]);

  const value = useMemo<CartContextValue>(
    () => ({
      ...state,
      add(item) {
        dispatch({ type: 'add', item });
        notify(t('cart.toast.added'), 'success');
      },
      remove(id) {
        dispatch({ type: 'remove', id });
        notify(t('cart.toast.removed'), 'success');
      },
      setQuantity(id, quantity) {
        dispatch({ type: 'setQuantity', id, quantity });
        if (quantity <= 0) notify(t('cart.toast.removed'), 'success');
      },
      clear() {
        dispatch({ type: 'clear' });
        notify(t('cart.toast.cleared'), 'success');
      },
      toggle: () => dispatch({ type: 'toggle' }),
      setOpen: (open) => dispatch({ type: 'setOpen', open }),
    }),
    [state, t],
  );
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

export function useCart(): CartContextValue {
  const cart = useContext(CartContext);
  if (!cart) throw new Error('useCart must be used inside CartProvider');
  return cart;
}
