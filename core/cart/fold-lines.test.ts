import { describe, expect, it } from 'vitest';
import { foldLinesByProduct } from './fold-lines.ts';

const a = '00000000-0000-4000-8000-00000000000a';
const b = '00000000-0000-4000-8000-00000000000b';

describe('foldLinesByProduct', () => {
  it('keeps one line per product in first-seen order, the option when either line has it, the quantity as told', () => {
    const lines = [
      { productId: a, quantity: 2, deployment: false },
      { productId: b, quantity: 1, deployment: false },
      { productId: a, quantity: 3, deployment: true },
    ];
    expect(foldLinesByProduct(lines, Math.max)).toEqual([
      { productId: a, quantity: 3, deployment: true },
      { productId: b, quantity: 1, deployment: false },
    ]);
    expect(foldLinesByProduct(lines, (kept, added) => Math.min(kept + added, 4))).toEqual([
      { productId: a, quantity: 4, deployment: true },
      { productId: b, quantity: 1, deployment: false },
    ]);
  });

  it('leaves distinct products as they are', () => {
    const lines = [
      { productId: b, quantity: 1, deployment: true },
      { productId: a, quantity: 5, deployment: false },
    ];
    expect(foldLinesByProduct(lines, Math.max)).toEqual(lines);
  });
});
