import { describe, expect, it } from 'vitest';
import { type LineTaxation, splitLine } from './pricing.ts';
import { euVatRatesPercent } from './vat-rates.ts';

const vatAt = (vatRatePercent: number): LineTaxation => ({ kind: 'vat', vatRatePercent });
const reverseCharge: LineTaxation = { kind: 'reverse_charge', vatRatePercent: 0 };
const outsideEu: LineTaxation = { kind: 'outside_eu', vatRatePercent: 0 };

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

  it('leaves the displayed price to an EU consumer, with their country’s VAT inside', () => {
    // 49 € in Germany: 49 − round(49 / 1.19) = 7,82 € of VAT.
    expect(splitLine(4_900, 1, vatAt(19))).toEqual({
      totalCents: 4_900,
      taxCents: 782,
      netCents: 4_118,
      sellerShareCents: 2_882,
      platformFeeCents: 1_236,
    });
  });

  it('charges a business under reverse charge, and a buyer outside the EU, the price excluding French VAT', () => {
    for (const taxation of [reverseCharge, outsideEu]) {
      expect(splitLine(4_900, 1, taxation)).toEqual({
        totalCents: 4_083,
        taxCents: 0,
        netCents: 4_083,
        sellerShareCents: 2_858,
        platformFeeCents: 1_225,
      });
    }
  });

  it('takes the discount off the VAT-inclusive amount before VAT comes out', () => {
    const line = splitLine(12_000, 2, vatAt(20), 4_000);
    expect(line).toMatchObject({ totalCents: 20_000, netCents: 16_667, taxCents: 3_333, sellerShareCents: 11_666 });
    expect(splitLine(12_000, 2, reverseCharge, 4_000).totalCents).toBe(16_667);
    expect(splitLine(4_900, 1, vatAt(20), 4_900)).toEqual({
      totalCents: 0,
      taxCents: 0,
      netCents: 0,
      sellerShareCents: 0,
      platformFeeCents: 0,
    });
  });

  it('refuses a discount larger than the line or negative', () => {
    expect(() => splitLine(4_900, 1, vatAt(20), 4_901)).toThrow(RangeError);
    expect(() => splitLine(4_900, 1, vatAt(20), -1)).toThrow(RangeError);
  });

  it('adds the guided deployment once, whatever the seats, with the line’s VAT and split, and never discounts it', () => {
    // 3 seats at 49 € + a 150 € deployment, 10 € off the seats: 287 € paid, VAT and the 70/30 split on all of it.
    expect(splitLine(4_900, 3, vatAt(20), 1_000, 15_000)).toEqual(splitLine(28_700, 1));
    expect(splitLine(4_900, 3, reverseCharge, 0, 15_000).totalCents).toBe(Math.round((29_700 * 100) / 120));
    // The discount is bounded by the seats alone: the deployment is not there to be discounted.
    expect(() => splitLine(4_900, 1, vatAt(20), 4_901, 15_000)).toThrow(RangeError);
    expect(() => splitLine(4_900, 1, vatAt(20), 0, -1)).toThrow(RangeError);
  });

  it('never loses or creates a cent', () => {
    const rates = [0, 5.5, ...new Set(Object.values(euVatRatesPercent))];
    const taxations = [...rates.map(vatAt), reverseCharge, outsideEu];
    for (let price = 1; price <= 200_000; price = Math.ceil(price * 1.37) + 3) {
      for (const quantity of [1, 3, 100]) {
        for (const taxation of taxations) {
          for (const discount of [0, 1, Math.floor((price * quantity) / 3), price * quantity]) {
            const line = splitLine(price, quantity, taxation, discount);
            const gross = price * quantity - discount;
            expect(line.taxCents + line.netCents).toBe(line.totalCents);
            expect(line.sellerShareCents + line.platformFeeCents).toBe(line.netCents);
            // 70 % rounded down, in integers: share × 100 ≤ net × 70 < (share + 1) × 100.
            expect(line.sellerShareCents * 100).toBeLessThanOrEqual(line.netCents * 70);
            expect((line.sellerShareCents + 1) * 100).toBeGreaterThan(line.netCents * 70);
            expect(line.taxCents).toBeGreaterThanOrEqual(0);
            expect(line.platformFeeCents).toBeGreaterThanOrEqual(0);
            // The one rounding: the amount excluding VAT is the cent nearest to the exact one.
            const rate = taxation.kind === 'vat' ? taxation.vatRatePercent : 20;
            expect(Math.abs(line.netCents - (gross * 100) / (100 + rate))).toBeLessThanOrEqual(0.5 + 1e-9);
            expect(line.totalCents).toBe(taxation.kind === 'vat' ? gross : line.netCents);
          }
        }
      }
    }
  });
});
