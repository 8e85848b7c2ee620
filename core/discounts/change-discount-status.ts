import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { promotions } from '../../db/schema/index.ts';
import type { Viewer } from '../accounts/viewer.ts';
import { sellerScope } from '../dashboard/seller-scope.ts';
import type { Clock } from '../ports/clock.ts';
import { discountErrors } from './discount-errors.ts';
import { ownDiscount } from './own-discount.ts';
import type { DiscountStatusChange } from './seller-discount.schema.ts';

/**
 * Pauses one of the viewer's codes (checkout refuses it, promo_paused, until it is resumed), resumes it, or ends it
 * now for good (an ended code can only be given new days by an edit). A code ended before it started keeps its
 * dates consistent (the start moves back to the end).
 */
export async function changeDiscountStatus(
  deps: { db: Db; clock: Clock },
  viewer: Viewer | null,
  promotionId: string,
  change: DiscountStatusChange,
): Promise<{ id: string }> {
  const { sellerId } = await sellerScope(deps.db, viewer);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const own = await ownDiscount(tx, sellerId, promotionId);
    if (own.endsAt <= now) throw discountErrors.ended();
    const endsAt = new Date(Math.min(now.getTime(), own.endsAt.getTime()));
    const set =
      change === 'pause'
        ? { pausedAt: own.pausedAt ?? now }
        : change === 'resume'
          ? { pausedAt: null }
          : { endsAt, startsAt: own.startsAt >= endsAt ? new Date(endsAt.getTime() - 1) : own.startsAt };
    await tx.update(promotions).set(set).where(eq(promotions.id, promotionId));
    return { id: promotionId };
  });
}
