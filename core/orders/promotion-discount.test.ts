import { describe, expect, it } from 'vitest';
import { allocateProRata, type DiscountableLine, discountLines, type PromotionTerms } from './promotion-discount.ts';

describe('allocateProRata', () => {
  it('shares an amount in proportion to the weights', () => {
    expect(allocateProRata(1_000, [3_000, 1_000, 1_000])).toEqual([600, 200, 200]);
  });

  it('gives the cents left to the largest remainders, earlier parts first on a tie', () => {
    expect(allocateProRata(100, [500, 500, 500])).toEqual([34, 33, 33]);
    // Exact shares 33.33…, 66.66…: floors 33 and 66, the cent left goes to the larger remainder.
    expect(allocateProRata(100, [500, 1_000])).toEqual([33, 67]);
  });

  it('never gives more than a weight, nor more than their sum in all', () => {
    expect(allocateProRata(10_000, [1_500, 0, 2_500])).toEqual([1_500, 0, 2_500]);
    expect(allocateProRata(5, [0, 0])).toEqual([0, 0]);
    expect(allocateProRata(0, [10, 20])).toEqual([0, 0]);
  });

  it('loses no cent over many amounts and weights, even for very large orders', () => {
    let seed = 7;
    const random = (max: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % max;
    };
    for (let run = 0; run < 2_000; run++) {
      const weights = Array.from({ length: 1 + random(8) }, () => (random(3) === 0 ? 0 : random(50_000_000)));
      const total = weights.reduce((a, b) => a + b, 0);
      const amount = random(2) === 0 ? random(total + 1) : random(200_000_000);
      const shares = allocateProRata(amount, weights);
      expect(shares.reduce((a, b) => a + b, 0)).toBe(Math.min(amount, total));
      shares.forEach((share, i) => {
        expect(share).toBeGreaterThanOrEqual(0);
        expect(share).toBeLessThanOrEqual(weights[i]!);
        // Within a cent of the exact share.
        if (amount < total) expect(Math.abs(share - (amount * weights[i]!) / total)).toBeLessThan(1);
      });
    }
  });
});

describe('discountLines', () => {
  const lines: DiscountableLine[] = [
    { productId: 'p1', sellerId: 's1', amountCents: 4_900 },
    { productId: 'p2', sellerId: 's1', amountCents: 12_000 },
    { productId: 'p3', sellerId: 's2', amountCents: 2_999 },
  ];
  const terms = (overrides: Partial<PromotionTerms>): PromotionTerms => ({
    sellerId: null,
    productId: null,
    percentOff: null,
    amountOffCents: null,
    ...overrides,
  });

  it('takes a percentage off every line of a platform promotion, rounded to the cent', () => {
    expect(discountLines(terms({ percentOff: 15 }), lines)).toEqual([735, 1_800, 450]);
  });

  it('limits a seller’s promotion to their lines and a product’s to its line', () => {
    expect(discountLines(terms({ sellerId: 's1', percentOff: 10 }), lines)).toEqual([490, 1_200, 0]);
    expect(discountLines(terms({ productId: 'p3', percentOff: 100 }), lines)).toEqual([0, 0, 2_999]);
  });

  it('spreads an amount over the eligible lines pro rata, capped at their amounts', () => {
    // 1 000 × 4 900 / 16 900 = 289.94 and 710.06: the cent left goes to the first.
    expect(discountLines(terms({ sellerId: 's1', amountOffCents: 1_000 }), lines)).toEqual([290, 710, 0]);
    expect(discountLines(terms({ productId: 'p1', amountOffCents: 10_000 }), lines)).toEqual([4_900, 0, 0]);
  });

  it('refuses a code none of the lines is eligible for', () => {
    expect(() => discountLines(terms({ sellerId: 's9', percentOff: 10 }), lines)).toThrow(
      expect.objectContaining({ code: 'promo_not_applicable', status: 422, details: { field: 'promoCode' } }),
    );
  });
});
