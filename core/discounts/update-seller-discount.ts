import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { promotions } from '../../db/schema/index.ts';
import type { Viewer } from '../accounts/viewer.ts';
import { sellerScope } from '../dashboard/seller-scope.ts';
import { discountValues } from './discount-values.ts';
import { ownDiscount } from './own-discount.ts';
import type { SellerDiscountEdit } from './seller-discount.schema.ts';
import { setDiscountProducts } from './seller-discount-products.ts';

/**
 * Changes one of the viewer's own codes: its discount, products, days and limits (the code itself stays). Uses
 * already taken stay taken: a total limit below them leaves the code used up.
 */
export async function updateSellerDiscount(
  deps: { db: Db },
  viewer: Viewer | null,
  promotionId: string,
  input: SellerDiscountEdit,
): Promise<{ id: string }> {
  const { sellerId } = await sellerScope(deps.db, viewer);
  return deps.db.transaction(async (tx) => {
    await ownDiscount(tx, sellerId, promotionId);
    await tx.update(promotions).set(discountValues(input)).where(eq(promotions.id, promotionId));
    await setDiscountProducts(tx, sellerId, promotionId, input.productIds);
    return { id: promotionId };
  });
}
