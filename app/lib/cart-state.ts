import { maxCartLines, maxSeats } from '../../core/cart/cart-limits.ts';
import type { CartItem, CartLine, CartProduct } from '../../core/cart/cart-view.ts';

export type { CartItem, CartLine, CartProduct };

/** The cart of spec §3/§4: its items, as the server last described them, and whether its panel is open. */
export interface CartState {
  items: CartItem[];
  isOpen: boolean;
}

/** The buyer's changes (spec §4). */
export type CartChange =
  | { type: 'add'; product: CartProduct }
  | { type: 'remove'; productId: string }
  | { type: 'setQuantity'; productId: string; quantity: number }
  | { type: 'clear' };

export type CartAction =
  | CartChange
  | { type: 'toggle' }
  | { type: 'setOpen'; open: boolean }
  /** The items as the server (or the browser's copy) says they are: not a change to save. */
  | { type: 'restore'; items: CartItem[] };

export const emptyCart: CartState = { items: [], isOpen: false };

/** Whether adding `productId` fits: a new product needs one of the 50 lines a cart holds. */
export const canAdd = (items: readonly CartItem[], productId: string) =>
  items.length < maxCartLines || items.some((i) => i.productId === productId);

const withItems = (state: CartState, items: CartItem[]): CartState => ({ ...state, items });

export function cartReducer(state: CartState, action: CartAction): CartState {
  switch (action.type) {
    case 'add': {
      const { product } = action;
      if (!canAdd(state.items, product.productId)) return state;
      const existing = state.items.some((i) => i.productId === product.productId);
      return withItems(
        state,
        existing
          ? state.items.map((i) =>
              i.productId === product.productId ? { ...i, quantity: Math.min(maxSeats, i.quantity + 1) } : i,
            )
          : [...state.items, { ...product, quantity: 1 }],
      );
    }
    case 'remove':
      return withItems(
        state,
        state.items.filter((i) => i.productId !== action.productId),
      );
    case 'setQuantity': {
      if (action.quantity <= 0) return cartReducer(state, { type: 'remove', productId: action.productId });
      const quantity = Math.min(maxSeats, Math.floor(action.quantity));
      return withItems(
        state,
        state.items.map((i) => (i.productId === action.productId ? { ...i, quantity } : i)),
      );
    }
    case 'clear':
      return withItems(state, []);
    case 'toggle':
      return { ...state, isOpen: !state.isOpen };
    case 'setOpen':
      return { ...state, isOpen: action.open };
    case 'restore':
      return { ...state, items: action.items };
  }
}

export const cartTotalCents = (items: readonly CartItem[]) =>
  items.reduce((sum, i) => sum + i.priceCents * i.quantity, 0);
/** The number of licences: the cart button's badge (spec §2). */
export const cartQuantity = (items: readonly CartItem[]) => items.reduce((sum, i) => sum + i.quantity, 0);
/** What the server is told: products and quantities, never a price. */
export const cartLines = (items: readonly CartItem[]): CartLine[] =>
  items.map(({ productId, quantity }) => ({ productId, quantity }));

/** Whether two carts hold the same products in the same quantities, in the same order. */
export const sameLines = (a: readonly CartLine[], b: readonly CartLine[]) =>
  a.length === b.length && a.every((l, i) => l.productId === b[i]?.productId && l.quantity === b[i]?.quantity);

const billings: readonly unknown[] = ['one_time', 'monthly', 'yearly'];

function isCartItem(i: unknown): i is CartItem {
  if (typeof i !== 'object' || i === null) return false;
  const item = i as Record<string, unknown>;
  return (
    typeof item.productId === 'string' &&
    typeof item.slug === 'string' &&
    typeof item.title === 'string' &&
    (item.image === null || typeof item.image === 'string') &&
    typeof item.sellerId === 'string' &&
    typeof item.sellerName === 'string' &&
    Number.isInteger(item.priceCents) &&
    (item.priceCents as number) > 0 &&
    billings.includes(item.billing) &&
    Number.isInteger(item.quantity) &&
    (item.quantity as number) > 0 &&
    (item.quantity as number) <= maxSeats
  );
}

/**
 * The browser's copy of a visitor's cart read back from local storage: well-formed items only, each product once,
 * at most 50. Shown at once, then replaced by what the server says of them.
 */
export function parseStoredCart(raw: string | null): CartItem[] {
  let value: unknown;
  try {
    value = JSON.parse(raw ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const items: CartItem[] = [];
  for (const candidate of value) {
    if (isCartItem(candidate) && !items.some((i) => i.productId === candidate.productId)) items.push(candidate);
  }
  return items.slice(0, maxCartLines);
}
