import type { TaxTreatment } from './tax-treatment.ts';
import { catalogueVatRatePercent } from './vat-rates.ts';

/** The creator's share of each sale, on the amount excluding VAT (DESIGN.md §4). */
export const sellerSharePercent = 70;

export interface LineAmounts {
  /** What the buyer pays for the line. */
  totalCents: number;
  taxCents: number;
  netCents: number;
  sellerShareCents: number;
  platformFeeCents: number;
}

/** What a line's split needs of the order's tax treatment. */
export type LineTaxation = Pick<TaxTreatment, 'kind' | 'vatRatePercent'>;

/** A consumer in France: the catalogue price as displayed, French VAT inside. */
export const frenchVat: LineTaxation = { kind: 'vat', vatRatePercent: catalogueVatRatePercent };

/** `cents` / (1 + rate), rounded to the cent: the one rounding that takes VAT out of an amount. */
const withoutVat = (cents: number, ratePercent: number) => Math.round((cents * 100) / (100 + ratePercent));

/**
 * Splits a line of `quantity` seats at the catalogue price `unitPriceCents` (French VAT included), less
 * `discountCents` (VAT included too), plus `deploymentCents`, the guided deployment bought once with the line (VAT
 * included, never discounted: decision 0048). With VAT, the buyer pays that amount and its tax is total − round(total /
 * (1 + rate)); without (reverse charge, outside the EU), the buyer pays it less French VAT, round(amount / 1.20),
 * and no tax. The seller's share is 70 % of the net rounded down, so seller share + platform fee = net exactly.
 */
export function splitLine(
  unitPriceCents: number,
  quantity: number,
  taxation: LineTaxation = frenchVat,
  discountCents = 0,
  deploymentCents = 0,
): LineAmounts {
  const seatsCents = unitPriceCents * quantity;
  if (discountCents < 0 || discountCents > seatsCents)
    throw new RangeError('a discount lies between 0 and the line amount');
  if (deploymentCents < 0) throw new RangeError('a deployment costs 0 or more');
  const grossCents = seatsCents - discountCents + deploymentCents;
  const vatCharged = taxation.kind === 'vat';
  const totalCents = vatCharged ? grossCents : withoutVat(grossCents, catalogueVatRatePercent);
  const netCents = vatCharged ? withoutVat(grossCents, taxation.vatRatePercent) : totalCents;
  const sellerShareCents = Math.floor((netCents * sellerSharePercent) / 100);
  return {
    totalCents,
    taxCents: totalCents - netCents,
    netCents,
    sellerShareCents,
    platformFeeCents: netCents - sellerShareCents,
  };
}
