import type { Db } from '../../db/client.ts';
import { promotions } from '../../db/schema/index.ts';
import type { Viewer } from '../accounts/viewer.ts';
import { promotionErrors } from '../admin/promotions/promotion-admin-errors.ts';
import { sellerScope } from '../dashboard/seller-scope.ts';
import { isUniqueViolation } from '../shared/unique-violation.ts';
import { discountValues } from './discount-values.ts';
import type { SellerDiscountInput } from './seller-discount.schema.ts';
import { setDiscountProducts } from './seller-discount-products.ts';

/**
 * Creates a discount code for the viewer's own products (all of them, or those chosen): it only ever discounts
 * their lines of a cart. Codes are unique on the whole platform whatever their case: a taken one is code_taken (409).
 */
export async function createSellerDiscount(
  deps: { db: Db },
  viewer: Viewer | null,
  input: SellerDiscountInput,
): Promise<{ id: string; code: string }> {
  const { sellerId } = await sellerScope(deps.db, viewer);
  try {
    return await deps.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(promotions)
        .values({ sellerId, code: input.code, ...discountValues(input) })
        .returning({ id: promotions.id });
      await setDiscountProducts(tx, sellerId, created!.id, input.productIds);
      return { id: created!.id, code: input.code };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw promotionErrors.codeTaken();
    throw error;
  }
}
