/** The creator's share of each sale, on the amount excluding VAT (DESIGN.md §4). */
export const sellerSharePercent = 70;
export const defaultVatRatePercent = 20;

export interface LineAmounts {
  totalCents: number;
  taxCents: number;
  netCents: number;
  sellerShareCents: number;
  platformFeeCents: number;
}

/**
 * Splits a VAT-inclusive line: tax = total − round(total / (1 + rate)); seller share = 70 % of the net,
 * rounded down, so seller share + platform fee = net exactly.
 */
export function splitLine(
  unitPriceCents: number,
  quantity: number,
  vatRatePercent = defaultVatRatePercent,
): LineAmounts {
  const totalCents = unitPriceCents * quantity;
  const netCents = Math.round((totalCents * 100) / (100 + vatRatePercent));
  const sellerShareCents = Math.floor((netCents * sellerSharePercent) / 100);
  return {
    totalCents,
    taxCents: totalCents - netCents,
    netCents,
    sellerShareCents,
    platformFeeCents: netCents - sellerShareCents,
  };
}
