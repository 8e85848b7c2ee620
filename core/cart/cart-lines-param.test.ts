import { describe, expect, it } from 'vitest';
import { linesParam, parseLinesParam } from './cart-lines-param.ts';

const a = '0b9f4a52-8f8e-4f55-9a53-0d1f1e1c2b3a';
const b = '5c1d2e3f-4a5b-4c6d-8e7f-901a2b3c4d5e';

describe('the ?lines= of a guest checkout', () => {
  it('round-trips a cart', () => {
    const lines = [
      { productId: a, quantity: 2 },
      { productId: b, quantity: 1 },
    ];
    expect(parseLinesParam(linesParam(lines))).toEqual(lines);
  });

  it('reads anything malformed as an empty cart', () => {
    for (const bad of [null, '', 'x', `${a}`, `${a}:two`, `${a}:1,${a}:2`, `${a}:101`, `not-a-uuid:1`]) {
      expect(parseLinesParam(bad)).toEqual([]);
    }
  });
});
