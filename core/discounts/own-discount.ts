import { and, eq } from 'drizzle-orm';
import { promotions } from '../../db/schema/index.ts';
import { promotionId as promotionIdSchema } from '../admin/promotions/promotion.schema.ts';
import type { Tx } from '../products/product-access.ts';
import { discountErrors } from './discount-errors.ts';

/** The seller's own code, locked for the caller's transaction; another's or an unknown one is discount_not_found. */
export async function ownDiscount(tx: Tx, sellerId: string, promotionId: string) {
  if (!promotionIdSchema.safeParse(promotionId).success) throw discountErrors.notFound();
  const [own] = await tx
    .select()
    .from(promotions)
    .where(and(eq(promotions.id, promotionId), eq(promotions.sellerId, sellerId)))
    .for('update');
  if (!own) throw discountErrors.notFound();
  return own;
}
