import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { promotions } from '../../db/schema/index.ts';
import { checkCustomerLimit } from './promotion-code.ts';
import { promotionErrors } from './promotion-errors.ts';

/**
 * Takes one use of a promotion for a buyer, in the caller's transaction, before the order is inserted. A single
 * conditional update first, so that concurrent orders never take more uses than `max_redemptions` (the row lock
 * serialises them, and the condition is checked again on the row as it stands); then, holding that lock, the buyer's
 * uses are counted: under READ COMMITTED the count sees the order of a concurrent checkout by the same buyer that
 * committed while this one waited for the lock, so two at once never both pass `max_per_customer`.
 * promo_used_up or promo_customer_limit (422).
 */
export async function redeemPromotion(tx: Db, promotionId: string, buyerId: string): Promise<void> {
  const [taken] = await tx
    .update(promotions)
    .set({ redemptions: sql`${promotions.redemptions} + 1` })
    .where(
      and(
        eq(promotions.id, promotionId),
        or(isNull(promotions.maxRedemptions), lt(promotions.redemptions, promotions.maxRedemptions)),
      ),
    )
    .returning({ id: promotions.id, maxPerCustomer: promotions.maxPerCustomer });
  if (!taken) throw promotionErrors.usedUp();
  await checkCustomerLimit(tx, taken, buyerId);
}

/** Gives one use back (an order canceled, expired or failed), never below zero. */
export async function releasePromotion(tx: Db, promotionId: string): Promise<void> {
  await tx
    .update(promotions)
    .set({ redemptions: sql`${promotions.redemptions} - 1` })
    .where(and(eq(promotions.id, promotionId), gt(promotions.redemptions, 0)));
}
