import { promotionErrors } from './promotion-errors.ts';

/** What a promotion takes off, and from which lines (DESIGN.md §4 `promotions`). */
export interface PromotionTerms {
  /** null with productId null: every line (a platform promotion). */
  sellerId: string | null;
  productId: string | null;
  /** The products it is limited to when it names several (promotion_products); empty: no such limit. */
  productIds?: readonly string[];
  percentOff: number | null;
  amountOffCents: number | null;
}

export interface DiscountableLine {
  productId: string;
  sellerId: string;
  /** The line's catalogue amount, VAT included: unit price × quantity. */
  amountCents: number;
}

/**
 * Shares `amountCents` between parts in proportion to `weights` (largest remainder: each part gets the floor of
 * its exact share, then the cents left go one each to the largest fractions, earlier parts first on a tie). Never
 * more than the weights' sum in all, so never more than its weight to a part.
 */
export function allocateProRata(amountCents: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, w) => sum + w, 0);
  const amount = BigInt(Math.min(amountCents, total));
  if (amount <= 0n) return weights.map(() => 0);
  // BigInt: amount × weight can exceed 2^53 for large orders.
  const exact = weights.map((w) => amount * BigInt(w));
  const shares = exact.map((e) => e / BigInt(total));
  let left = amount - shares.reduce((sum, s) => sum + s, 0n);
  const byRemainder = exact
    .map((e, index) => ({ index, remainder: e % BigInt(total) }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of byRemainder) {
    if (left === 0n) break;
    shares[index]! += 1n;
    left -= 1n;
  }
  return shares.map(Number);
}

const isEligible = (terms: PromotionTerms, line: DiscountableLine) =>
  (terms.sellerId === null || terms.sellerId === line.sellerId) &&
  (terms.productId === null || terms.productId === line.productId) &&
  (!terms.productIds?.length || terms.productIds.includes(line.productId));

/**
 * The discount of each line, VAT included: a percentage off each eligible line (rounded to the cent), or an amount
 * spread over the eligible lines pro rata to their amounts, never more than a line's amount.
 * `promo_not_applicable` when no line is eligible.
 */
export function discountLines(terms: PromotionTerms, lines: readonly DiscountableLine[]): number[] {
  const eligible = lines.map((line) => isEligible(terms, line));
  if (!eligible.includes(true)) throw promotionErrors.notApplicable();
  if (terms.percentOff !== null) {
    const percent = terms.percentOff;
    return lines.map((line, i) => (eligible[i] ? Math.round((line.amountCents * percent) / 100) : 0));
  }
  return allocateProRata(
    terms.amountOffCents ?? 0,
    lines.map((line, i) => (eligible[i] ? line.amountCents : 0)),
  );
}
