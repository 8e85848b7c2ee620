import { describe, expect, it } from 'vitest';
import { splitLine } from './pricing.ts';

describe('splitLine', () => {
  it('takes VAT out of a VAT-inclusive price and splits the net 70/30', () => {
    expect(splitLine(12_000, 1)).toEqual({
      totalCents: 12_000,
      taxCents: 2_000,
      netCents: 10_000,
      sellerShareCents: 7_000,
      platformFeeCents: 3_000,
    });
  });

  it('multiplies by the quantity of seats', () => {
    expect(splitLine(4_900, 3).totalCents).toBe(14_700);
  });

  it('never loses or creates a cent', () => {
    for (const price of [1, 99, 4_900, 19_999, 149_000]) {
      for (const rate of [0, 5.5, 17, 20, 27]) {
        const line = splitLine(price, 1, rate);
        expect(line.taxCents + line.netCents).toBe(line.totalCents);
        expect(line.sellerShareCents + line.platformFeeCents).toBe(line.netCents);
        expect(line.sellerShareCents).toBe(Math.floor(line.netCents * 0.7));
      }
    }
  });
});
