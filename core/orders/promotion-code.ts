import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders, promotionProducts, promotions } from '../../db/schema/index.ts';
import { promotionErrors } from './promotion-errors.ts';

export type Promotion = typeof promotions.$inferSelect & {
  /** The products it is limited to (promotion_products), empty when it names none. */
  productIds: string[];
};

/** The orders that give their promotion use back (releasePromotion): they no longer count as a buyer's use. */
const releasedStatuses = ['canceled', 'expired', 'failed'] as const;

/** How many times a buyer has used a promotion: their orders with it, pending ones included (they hold their use). */
export async function countCustomerUses(db: Db, promotionId: string, buyerId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(
      and(
        eq(orders.buyerId, buyerId),
        eq(orders.promotionId, promotionId),
        notInArray(orders.status, [...releasedStatuses]),
      ),
    );
  return Number(row?.n ?? 0);
}

/** promo_customer_limit (422) when the buyer has used up their share of the promotion (`max_per_customer`). */
export async function checkCustomerLimit(
  db: Db,
  promotion: Pick<Promotion, 'id' | 'maxPerCustomer'>,
  buyerId: string,
): Promise<void> {
  if (promotion.maxPerCustomer === null) return;
  if ((await countCustomerUses(db, promotion.id, buyerId)) >= promotion.maxPerCustomer) {
    throw promotionErrors.customerLimit();
  }
}

/**
 * The promotion of a code, whatever its case (through the `upper(code)` unique index), usable at `now`: started,
 * not paused, not ended, not used up, and not used up by `buyerId` when given, with the products it is limited to.
 * Otherwise promo_not_found, promo_not_started, promo_paused, promo_expired, promo_used_up or promo_customer_limit (422). Nothing is redeemed here (redeemPromotion does it,
 * race-free, when the order is placed).
 */
export async function findUsablePromotion(
  db: Db,
  code: string,
  now: Date,
  buyerId: string | null = null,
): Promise<Promotion> {
  const [promotion] = await db
    .select()
    .from(promotions)
    .where(sql`upper(${promotions.code}) = ${code.toUpperCase()}`)
    .limit(1);
  if (!promotion) throw promotionErrors.notFound();
  if (now < promotion.startsAt) throw promotionErrors.notStarted();
  if (now >= promotion.endsAt) throw promotionErrors.expired();
  if (promotion.pausedAt) throw promotionErrors.paused();
  if (promotion.maxRedemptions !== null && promotion.redemptions >= promotion.maxRedemptions) {
    throw promotionErrors.usedUp();
  }
  if (buyerId) await checkCustomerLimit(db, promotion, buyerId);
  // Index: the primary key (promotion_id, product_id).
  const limitedTo = await db
    .select({ productId: promotionProducts.productId })
    .from(promotionProducts)
    .where(eq(promotionProducts.promotionId, promotion.id));
  return { ...promotion, productIds: limitedTo.map((row) => row.productId) };
}
