import { describe, expect, it } from 'vitest';
import { cartQuantity, cartReducer, cartTotalCents, emptyCart, parseStoredCart } from './cart-state.ts';

const bot = { id: 'a', slug: 'bot', title: 'Bot', image: null, seller: 'Studio', priceCents: 4_900 };
const agent = { id: 'b', slug: 'agent', title: 'Agent', image: null, seller: 'Studio', priceCents: 12_050 };

describe('cartReducer', () => {
  it('adds a new item at quantity 1 and raises a duplicate by 1', () => {
    let state = cartReducer(emptyCart, { type: 'add', item: bot });
    state = cartReducer(state, { type: 'add', item: bot });
    state = cartReducer(state, { type: 'add', item: agent });
    expect(state.items.map((i) => [i.id, i.quantity])).toEqual([
      ['a', 2],
      ['b', 1],
    ]);
    expect(cartQuantity(state.items)).toBe(3);
    expect(cartTotalCents(state.items)).toBe(2 * 4_900 + 12_050);
  });

  it('removes an item when its quantity is set to 0 or less', () => {
    const state = cartReducer(cartReducer(emptyCart, { type: 'add', item: bot }), { type: 'add', item: agent });
    expect(cartReducer(state, { type: 'setQuantity', id: 'a', quantity: 0 }).items.map((i) => i.id)).toEqual(['b']);
    expect(cartReducer(state, { type: 'setQuantity', id: 'b', quantity: -3 }).items.map((i) => i.id)).toEqual(['a']);
    expect(cartReducer(state, { type: 'setQuantity', id: 'a', quantity: 5 }).items[0]?.quantity).toBe(5);
  });

  it('removes, clears, toggles and sets the panel open', () => {
    const state = cartReducer(emptyCart, { type: 'add', item: bot });
    expect(cartReducer(state, { type: 'remove', id: 'a' }).items).toEqual([]);
    expect(cartReducer(state, { type: 'clear' }).items).toEqual([]);
    expect(cartReducer(state, { type: 'toggle' }).isOpen).toBe(true);
    expect(cartReducer(cartReducer(state, { type: 'toggle' }), { type: 'setOpen', open: false }).isOpen).toBe(false);
  });
});

describe('parseStoredCart', () => {
  it('keeps well-formed items and drops tampered or broken ones', () => {
    const raw = JSON.stringify([
      { ...bot, quantity: 2 },
      { ...agent, quantity: 0 },
      { ...agent, priceCents: -1, quantity: 1 },
      'junk',
    ]);
    expect(parseStoredCart(raw)).toEqual([{ ...bot, quantity: 2 }]);
    expect(parseStoredCart('{not json')).toEqual([]);
    expect(parseStoredCart(null)).toEqual([]);
  });
});
