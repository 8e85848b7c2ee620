import { maxCartLines, maxSeats } from '../../core/cart/cart-limits.ts';
import { type CartItem, type CartLine, type CartProduct, cartLineCents } from '../../core/cart/cart-view.ts';

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
  /** Adds or takes off the guided deployment of a line whose product sells it as an option. */
  | { type: 'setDeployment'; productId: string; deployment: boolean }
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
          : [...state.items, { ...product, quantity: 1, deployment: false }],
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
    case 'setDeployment':
      return withItems(
        state,
        state.items.map((i) =>
          i.productId === action.productId && i.deploymentPriceCents !== null
            ? { ...i, deployment: action.deployment }
            : i,
        ),
      );
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

export const cartTotalCents = (items: readonly CartItem[]) => items.reduce((sum, i) => sum + cartLineCents(i), 0);
/** The number of licences: the cart button's badge (spec §2). */
export const cartQuantity = (items: readonly CartItem[]) => items.reduce((sum, i) => sum + i.quantity, 0);
/** What the server is told: products, quantities and deployment options, never a price. */
export const cartLines = (items: readonly CartItem[]): CartLine[] =>
  items.map(({ productId, quantity, deployment }) => ({ productId, quantity, deployment }));

/** Whether two carts hold the same lines (product, quantity, deployment option), in the same order. */
export const sameLines = (a: readonly CartLine[], b: readonly CartLine[]) =>
  a.length === b.length &&
  a.every(
    (l, i) => l.productId === b[i]?.productId && l.quantity === b[i]?.quantity && l.deployment === b[i]?.deployment,
  );

const billings: readonly unknown[] = ['one_time', 'monthly', 'yearly'];

/** An item as stored in this browser; copies stored before the deployment option existed lack its two fields. */
type StoredItem = Omit<CartItem, 'deployment' | 'deploymentPriceCents'> &
  Partial<Pick<CartItem, 'deployment' | 'deploymentPriceCents'>>;

function isCartItem(i: unknown): i is StoredItem {
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
    (item.quantity as number) <= maxSeats &&
    (item.deploymentPriceCents === undefined ||
      item.deploymentPriceCents === null ||
      (Number.isInteger(item.deploymentPriceCents) && (item.deploymentPriceCents as number) > 0)) &&
    (item.deployment === undefined || typeof item.deployment === 'boolean')
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
    if (isCartItem(candidate) && !items.some((i) => i.productId === candidate.productId)) {
      const deploymentPriceCents = candidate.deploymentPriceCents ?? null;
      items.push({
        ...candidate,
        deploymentPriceCents,
        deployment: deploymentPriceCents !== null && candidate.deployment === true,
      });
    }
  }
  return items.slice(0, maxCartLines);
}
