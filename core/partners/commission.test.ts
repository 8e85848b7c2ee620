import { describe, expect, it } from 'vitest';
import { splitLine } from '../orders/pricing.ts';
import { commissionCents } from './commission.ts';

describe('commissionCents', () => {
  it('takes the percentage of the amount excluding VAT, rounded down', () => {
    const line = splitLine(4_900, 1);
    expect(line.netCents).toBe(4_083);
    expect(commissionCents(line.netCents, line.platformFeeCents, 10)).toBe(408);
    expect(commissionCents(line.netCents, line.platformFeeCents, 0)).toBe(0);
  });

  it('never exceeds the platform’s fee, so the seller’s 70 % is never touched', () => {
    for (const price of [1, 99, 4_900, 12_345, 9_999_999]) {
      const line = splitLine(price, 3);
      for (const percent of [10, 30, 50, 100]) {
        const cents = commissionCents(line.netCents, line.platformFeeCents, percent);
        expect(cents).toBeLessThanOrEqual(line.platformFeeCents);
        expect(line.sellerShareCents + (line.platformFeeCents - cents) + cents).toBe(line.netCents);
      }
    }
  });
});
