import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { promotions } from '../../../db/schema/index.ts';
import { requireAdmin, type Viewer } from '../../accounts/viewer.ts';
import type { Clock } from '../../ports/clock.ts';
import { recordAdminAction } from '../record-admin-action.ts';
import { dayAfter, type PromotionChange, promotionId as promotionIdSchema } from './promotion.schema.ts';
import { promotionErrors } from './promotion-admin-errors.ts';

/**
 * Changes a promotion's limits or last day, or ends it now (`endNow`), audited with the before and after
 * (`promotion.update`). Uses already taken stay taken: a total limit below them leaves the code used up. A code ended
 * before it started keeps its dates consistent (the start moves back to the end).
 */
export async function changePromotion(
  deps: { db: Db; clock: Clock },
  viewer: Viewer | null,
  promotionId: string,
  change: PromotionChange,
  { ip = null, requireSecondFactor = false }: { ip?: string | null; requireSecondFactor?: boolean } = {},
): Promise<{ id: string; changed: boolean }> {
  const admin = requireAdmin(viewer, { requireSecondFactor });
  if (!promotionIdSchema.safeParse(promotionId).success) throw promotionErrors.notFound();
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [before] = await tx.select().from(promotions).where(eq(promotions.id, promotionId)).for('update');
    if (!before) throw promotionErrors.notFound();
    const endsAt = change.endNow
      ? new Date(Math.min(now.getTime(), before.endsAt.getTime()))
      : change.endsOn
        ? dayAfter(change.endsOn)
        : before.endsAt;
    const startsAt = change.endNow && before.startsAt >= endsAt ? new Date(endsAt.getTime() - 1) : before.startsAt;
    if (endsAt <= startsAt) {
      throw promotionErrors.endsBeforeStart();
    }
    const next = {
      maxRedemptions: change.maxRedemptions === undefined ? before.maxRedemptions : change.maxRedemptions,
      maxPerCustomer: change.maxPerCustomer === undefined ? before.maxPerCustomer : change.maxPerCustomer,
      startsAt,
      endsAt,
    };
    const was = {
      maxRedemptions: before.maxRedemptions,
      maxPerCustomer: before.maxPerCustomer,
      startsAt: before.startsAt,
      endsAt: before.endsAt,
    };
    if (JSON.stringify(next) === JSON.stringify(was)) return { id: promotionId, changed: false };
    await tx.update(promotions).set(next).where(eq(promotions.id, promotionId));
    await recordAdminAction(tx, {
      actorId: admin.userId,
      action: change.endNow ? 'promotion.end' : 'promotion.update',
      targetType: 'promotion',
      targetId: promotionId,
      before: was,
      after: next,
      ip,
      at: now,
    });
    return { id: promotionId, changed: true };
  });
}
