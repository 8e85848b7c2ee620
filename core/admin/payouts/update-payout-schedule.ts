import type { Db } from '../../../db/client.ts';
import { siteSettings } from '../../../db/schema/index.ts';
import { requireAdmin, type Viewer } from '../../accounts/viewer.ts';
import type { Clock } from '../../ports/clock.ts';
import { recordAdminAction } from '../record-admin-action.ts';
import { payoutScheduleInput, payoutScheduleKey, readPayoutSchedule } from './payout-schedule.ts';

/** An administrator sets the payout schedule (site setting `payout_schedule`); audited with before and after. */
export async function updatePayoutSchedule(
  deps: { db: Db; clock: Clock },
  viewer: Viewer | null,
  input: unknown,
  context: { ip?: string | null } = {},
): Promise<void> {
  const admin = requireAdmin(viewer);
  const schedule = payoutScheduleInput.parse(input);
  await deps.db.transaction(async (tx) => {
    const before = await readPayoutSchedule(tx);
    const now = deps.clock.now();
    await tx
      .insert(siteSettings)
      .values({ key: payoutScheduleKey, value: schedule, updatedBy: admin.userId, updatedAt: now })
      .onConflictDoUpdate({
        target: siteSettings.key,
        set: { value: schedule, updatedBy: admin.userId, updatedAt: now },
      });
    await recordAdminAction(tx, {
      actorId: admin.userId,
      action: 'payout_schedule.update',
      targetType: 'site_setting',
      targetId: null,
      before,
      after: schedule,
      ip: context.ip ?? null,
      at: now,
    });
  });
}
