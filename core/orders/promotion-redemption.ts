import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { promotions } from '../../db/schema/index.ts';
import { promotionErrors } from './promotion-errors.ts';

/**
 * Takes one use of a promotion, in the caller's transaction: a single conditional update, so that concurrent
 * orders never take more uses than `max_redemptions` (the row lock serialises them, and the condition is checked
 * again on the row as it stands). promo_used_up (422) when none is left.
 */
export async function redeemPromotion(tx: Db, promotionId: string): Promise<void> {
  const taken = await tx
    .update(promotions)
    .set({ redemptions: sql`${promotions.redemptions} + 1` })
    .where(
      and(
        eq(promotions.id, promotionId),
        or(isNull(promotions.maxRedemptions), lt(promotions.redemptions, promotions.maxRedemptions)),
      ),
    )
    .returning({ id: promotions.id });
  if (taken.length === 0) throw promotionErrors.usedUp();
}

/** Gives one use back (an order canceled, expired or failed), never below zero. */
export async function releasePromotion(tx: Db, promotionId: string): Promise<void> {
  await tx
    .update(promotions)
    .set({ redemptions: sql`${promotions.redemptions} - 1` })
    .where(and(eq(promotions.id, promotionId), gt(promotions.redemptions, 0)));
}
