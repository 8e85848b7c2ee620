import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { affiliateProductRates, products } from '../../db/schema/index.ts';
import { affiliateErrors as errors } from './affiliate-errors.ts';

/**
 * Replaces an affiliate's per-product rates, after checking every product is the seller's own (a rate on another
 * seller's product is refused, 403).
 */
export async function replaceAffiliateRates(
  tx: Db,
  affiliate: { id: string; sellerId: string },
  rates: readonly { productId: string; percent: number }[],
): Promise<void> {
  const productIds = [...new Set(rates.map((rate) => rate.productId))];
  if (productIds.length > 0) {
    const own = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(inArray(products.id, productIds), eq(products.sellerId, affiliate.sellerId)));
    if (own.length !== productIds.length) throw errors.foreignProduct();
  }
  await tx.delete(affiliateProductRates).where(eq(affiliateProductRates.affiliateId, affiliate.id));
  if (rates.length > 0) {
    const byProduct = new Map(rates.map((rate) => [rate.productId, rate.percent]));
    await tx
      .insert(affiliateProductRates)
      .values([...byProduct].map(([productId, percent]) => ({ affiliateId: affiliate.id, productId, percent })));
  }
}
