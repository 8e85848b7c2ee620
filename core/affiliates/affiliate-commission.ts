import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { affiliateProductRates, sellerAffiliates } from '../../db/schema/index.ts';

interface PlacedLine {
  productId: string;
  sellerId: string;
  sellerShareCents: number;
  platformFeeCents: number;
}

/**
 * What each line of an order placed through `partnerId`'s link earns them as an affiliate of its seller (decision
 * 0044): the rate for that product, else the affiliate's rate for all the seller's products, of the line's amount
 * excluding VAT, rounded down and never more than the seller's share. 0 for a line of a seller they are not an
 * active affiliate of. Decided at placement: a rate changed later does not touch an order already placed.
 */
export async function affiliateCommissions(
  tx: Db,
  partnerId: string | null | undefined,
  lines: readonly PlacedLine[],
): Promise<number[]> {
  const none = lines.map(() => 0);
  if (!partnerId || lines.length === 0) return none;
  const affiliations = await tx
    .select({ id: sellerAffiliates.id, sellerId: sellerAffiliates.sellerId, percent: sellerAffiliates.defaultPercent })
    .from(sellerAffiliates)
    .where(
      and(
        eq(sellerAffiliates.partnerId, partnerId),
        eq(sellerAffiliates.status, 'active'),
        inArray(sellerAffiliates.sellerId, [...new Set(lines.map((line) => line.sellerId))]),
      ),
    );
  if (affiliations.length === 0) return none;
  const productRates = await tx
    .select({
      affiliateId: affiliateProductRates.affiliateId,
      productId: affiliateProductRates.productId,
      percent: affiliateProductRates.percent,
    })
    .from(affiliateProductRates)
    .where(
      inArray(
        affiliateProductRates.affiliateId,
        affiliations.map((a) => a.id),
      ),
    );
  const bySeller = new Map(affiliations.map((a) => [a.sellerId, a]));
  return lines.map((line) => {
    const affiliation = bySeller.get(line.sellerId);
    if (!affiliation) return 0;
    const percent =
      productRates.find((rate) => rate.affiliateId === affiliation.id && rate.productId === line.productId)?.percent ??
      affiliation.percent;
    if (!percent) return 0;
    const netCents = line.sellerShareCents + line.platformFeeCents;
    return Math.max(0, Math.min(line.sellerShareCents, Math.floor((netCents * percent) / 100)));
  });
}
