/** The cart of spec §3/§4: items, a total of price × quantity, and whether its panel is open. */
export interface CartItem {
  id: string;
  slug: string;
  title: string;
  image: string | null;
  seller: string;
  /** Unit price in cents, VAT included. */
  priceCents: number;
  quantity: number;
}

export interface CartState {
  items: CartItem[];
  isOpen: boolean;
}

export type CartAction =
  | { type: 'add'; item: Omit<CartItem, 'quantity'> }
  | { type: 'remove'; id: string }
  | { type: 'setQuantity'; id: string; quantity: number }
  | { type: 'clear' }
  | { type: 'toggle' }
  | { type: 'setOpen'; open: boolean }
  | { type: 'restore'; items: CartItem[] };

export const emptyCart: CartState = { items: [], isOpen: false };
/** A quantity is a number of licences (seats); keep it within what a person can mean. */
export const maxQuantity = 99;

export function cartReducer(state: CartState, action: CartAction): CartState {
  switch (action.type) {
    case 'add': {
      const existing = state.items.find((i) => i.id === action.item.id);
      const items = existing
        ? state.items.map((i) =>
            i.id === action.item.id ? { ...i, quantity: Math.min(maxQuantity, i.quantity + 1) } : i,
          )
        : [...state.items, { ...action.item, quantity: 1 }];
      return { ...state, items };
    }
    case 'remove':
      return { ...state, items: state.items.filter((i) => i.id !== action.id) };
    case 'setQuantity':
      if (action.quantity <= 0) return { ...state, items: state.items.filter((i) => i.id !== action.id) };
      return {
        ...state,
        items: state.items.map((i) =>
          i.id === action.id ? { ...i, quantity: Math.min(maxQuantity, Math.floor(action.quantity)) } : i,
        ),
      };
    case 'clear':
      return { ...state, items: [] };
    case 'toggle':
      return { ...state, isOpen: !state.isOpen };
    case 'setOpen':
      return { ...state, isOpen: action.open };
    case 'restore':
      return { ...state, items: action.items };
  }
}

export const cartTotalCents = (items: CartItem[]) => items.reduce((sum, i) => sum + i.priceCents * i.quantity, 0);
export const cartQuantity = (items: CartItem[]) => items.reduce((sum, i) => sum + i.quantity, 0);

/** Items read back from local storage, keeping only well-formed ones. */
export function parseStoredCart(raw: string | null): CartItem[] {
  try {
    const value = JSON.parse(raw ?? '[]') as unknown;
    if (!Array.isArray(value)) return [];
    return value.filter(
      (i): i is CartItem =>
        typeof i === 'object' &&
        i !== null &&
        typeof i.id === 'string' &&
        typeof i.slug === 'string' &&
        typeof i.title === 'string' &&
        Number.isInteger(i.priceCents) &&
        i.priceCents > 0 &&
        Number.isInteger(i.quantity) &&
        i.quantity > 0 &&
        i.quantity <= maxQuantity,
    );
  } catch {
    return [];
  }
}
