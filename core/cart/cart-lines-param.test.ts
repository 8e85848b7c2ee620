import { describe, expect, it } from 'vitest';
import { linesParam, parseLinesParam } from './cart-lines-param.ts';

const a = '0b9f4a52-8f8e-4f55-9a53-0d1f1e1c2b3a';
const b = '5c1d2e3f-4a5b-4c6d-8e7f-901a2b3c4d5e';

describe('the ?lines= of a guest checkout', () => {
  it('round-trips a cart, with the deployment option as `:d`', () => {
    const lines = [
      { productId: a, quantity: 2, deployment: true },
      { productId: b, quantity: 1, deployment: false },
    ];
    expect(linesParam(lines)).toBe(`${a}:2:d,${b}:1`);
    expect(parseLinesParam(linesParam(lines))).toEqual(lines);
  });

  it('reads a link made before the option as lines without it', () => {
    expect(parseLinesParam(`${a}:2,${b}:1`)).toEqual([
      { productId: a, quantity: 2, deployment: false },
      { productId: b, quantity: 1, deployment: false },
    ]);
  });

  it('reads anything malformed as an empty cart', () => {
    for (const bad of [
      null,
      '',
      'x',
      `${a}`,
      `${a}:two`,
      `${a}:1,${a}:2`,
      `${a}:101`,
      `not-a-uuid:1`,
      `${a}:1:x`,
      `${a}:1:`,
      `${a}:1:d:d`,
    ]) {
      expect(parseLinesParam(bad)).toEqual([]);
    }
  });
});
