import { and, eq, inArray } from 'drizzle-orm';
import { products, promotionProducts } from '../../db/schema/index.ts';
import type { Tx } from '../products/product-access.ts';
import { discountErrors } from './discount-errors.ts';

/**
 * Limits a creator's code to the products chosen (none: all their products), replacing any earlier choice. Every
 * product must be the creator's own: another's, or an unknown id, is product_not_yours (403) and nothing changes.
 */
export async function setDiscountProducts(tx: Tx, sellerId: string, promotionId: string, productIds: string[]) {
  if (productIds.length > 0) {
    const own = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.sellerId, sellerId), inArray(products.id, productIds)));
    if (own.length !== productIds.length) throw discountErrors.productNotYours();
  }
  await tx.delete(promotionProducts).where(eq(promotionProducts.promotionId, promotionId));
  if (productIds.length > 0) {
    await tx.insert(promotionProducts).values(productIds.map((productId) => ({ promotionId, productId })));
  }
}
