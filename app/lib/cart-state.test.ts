import { describe, expect, it } from 'vitest';
import {
  type CartProduct,
  canAdd,
  cartLines,
  cartQuantity,
  cartReducer,
  cartTotalCents,
  emptyCart,
  parseStoredCart,
  sameLines,
} from './cart-state.ts';

const product = (n: number, priceCents = 100): CartProduct => ({
  productId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  slug: `produit-${n}`,
  title: `Produit ${n}`,
  image: null,
  sellerId: 'seller',
  sellerName: 'Studio',
  priceCents,
  billing: 'one_time',
  deploymentPriceCents: null,
});
const bot = product(1, 4_900);
const guided = { ...product(3, 9_900), deploymentPriceCents: 15_000 };
const agent = { ...product(2, 12_050), billing: 'monthly' as const };
const add = (p: CartProduct) => ({ type: 'add', product: p }) as const;

describe('cartReducer (spec §4)', () => {
  it('adds a new product at 1 licence and raises a duplicate by 1; a subscription is added alike', () => {
    let state = cartReducer(emptyCart, add(bot));
    state = cartReducer(state, add(bot));
    state = cartReducer(state, add(agent));
    expect(state.items.map((i) => [i.productId, i.quantity, i.billing])).toEqual([
      [bot.productId, 2, 'one_time'],
      [agent.productId, 1, 'monthly'],
    ]);
    expect(cartQuantity(state.items)).toBe(3);
    expect(cartTotalCents(state.items)).toBe(2 * 4_900 + 12_050);
  });

  it('removes an item when its quantity is set to 0 or less, and keeps whole quantities up to 100', () => {
    const state = cartReducer(cartReducer(emptyCart, add(bot)), add(agent));
    const quantities = (quantity: number, productId = bot.productId) =>
      cartReducer(state, { type: 'setQuantity', productId, quantity }).items.map((i) => i.quantity);
    expect(quantities(0)).toEqual([1]);
    expect(quantities(-3, agent.productId)).toEqual([1]);
    expect(quantities(5)).toEqual([5, 1]);
    expect(quantities(2.7)).toEqual([2, 1]);
    expect(quantities(250)).toEqual([100, 1]);
  });

  it('stops a duplicate at 100 licences and a cart at 50 products', () => {
    let state = cartReducer(cartReducer(emptyCart, add(bot)), {
      type: 'setQuantity',
      productId: bot.productId,
      quantity: 100,
    });
    state = cartReducer(state, add(bot));
    expect(state.items[0]?.quantity).toBe(100);

    let full = emptyCart;
    for (let n = 1; n <= 50; n++) full = cartReducer(full, add(product(n)));
    expect(canAdd(full.items, product(51).productId)).toBe(false);
    expect(canAdd(full.items, product(7).productId)).toBe(true);
    expect(cartReducer(full, add(product(51)))).toBe(full);
    expect(cartReducer(full, add(product(7))).items[6]?.quantity).toBe(2);
  });

  it('removes, clears, toggles and sets the panel open; a restore replaces the items only', () => {
    const state = cartReducer(emptyCart, add(bot));
    expect(cartReducer(state, { type: 'remove', productId: bot.productId }).items).toEqual([]);
    expect(cartReducer(state, { type: 'clear' }).items).toEqual([]);
    const open = cartReducer(state, { type: 'toggle' });
    expect(open.isOpen).toBe(true);
    expect(cartReducer(open, { type: 'setOpen', open: false }).isOpen).toBe(false);
    expect(cartReducer(open, { type: 'restore', items: [{ ...agent, quantity: 3, deployment: false }] })).toEqual({
      isOpen: true,
      items: [{ ...agent, quantity: 3, deployment: false }],
    });
  });

  it('adds the guided deployment once to a line whose product sells it, and only there', () => {
    let state = cartReducer(cartReducer(emptyCart, add(guided)), add(bot));
    expect(state.items.map((i) => i.deployment)).toEqual([false, false]);
    state = cartReducer(state, { type: 'setDeployment', productId: guided.productId, deployment: true });
    state = cartReducer(state, { type: 'setDeployment', productId: bot.productId, deployment: true });
    state = cartReducer(state, { type: 'setQuantity', productId: guided.productId, quantity: 3 });
    expect(state.items.map((i) => i.deployment)).toEqual([true, false]);
    expect(cartTotalCents(state.items)).toBe(3 * 9_900 + 15_000 + 4_900);
    expect(cartLines(state.items)[0]).toEqual({ productId: guided.productId, quantity: 3, deployment: true });
    const off = cartReducer(state, { type: 'setDeployment', productId: guided.productId, deployment: false });
    expect(cartTotalCents(off.items)).toBe(3 * 9_900 + 4_900);
  });
});

describe('what the server is told', () => {
  it('is products and quantities, never a price', () => {
    const state = cartReducer(cartReducer(emptyCart, add(bot)), add(bot));
    expect(cartLines(state.items)).toEqual([{ productId: bot.productId, quantity: 2, deployment: false }]);
  });

  it('compares carts line by line', () => {
    const a = [{ productId: 'a', quantity: 1, deployment: false }];
    expect(sameLines(a, [{ productId: 'a', quantity: 1, deployment: false }])).toBe(true);
    expect(sameLines(a, [{ productId: 'a', quantity: 2, deployment: false }])).toBe(false);
    expect(sameLines(a, [{ productId: 'a', quantity: 1, deployment: true }])).toBe(false);
    expect(sameLines(a, [])).toBe(false);
  });
});

describe('parseStoredCart', () => {
  it('keeps well-formed items, each product once, and drops tampered or broken ones', () => {
    const raw = JSON.stringify([
      { ...bot, quantity: 2 },
      { ...bot, quantity: 5 },
      { ...agent, quantity: 0 },
      { ...agent, priceCents: -1, quantity: 1 },
      { ...agent, billing: 'weekly', quantity: 1 },
      { ...agent, quantity: 101 },
      'junk',
    ]);
    expect(parseStoredCart(raw)).toEqual([{ ...bot, quantity: 2, deployment: false }]);
    expect(parseStoredCart('{not json')).toEqual([]);
    expect(parseStoredCart('{"items":[]}')).toEqual([]);
    expect(parseStoredCart(null)).toEqual([]);
  });

  it('reads copies stored before the deployment option, and keeps the option only where it is sold', () => {
    const { deploymentPriceCents: _, ...older } = bot;
    const raw = JSON.stringify([
      { ...older, quantity: 1 },
      { ...guided, quantity: 1, deployment: true },
      { ...agent, productId: product(4).productId, quantity: 1, deployment: true },
      { ...guided, productId: product(5).productId, deploymentPriceCents: 0, quantity: 1 },
    ]);
    expect(parseStoredCart(raw)).toEqual([
      { ...bot, quantity: 1, deployment: false },
      { ...guided, quantity: 1, deployment: true },
      { ...agent, productId: product(4).productId, quantity: 1, deployment: false },
    ]);
  });

  it('keeps at most 50 products', () => {
    const raw = JSON.stringify(Array.from({ length: 60 }, (_, n) => ({ ...product(n), quantity: 1 })));
    expect(parseStoredCart(raw)).toHaveLength(50);
  });
});
