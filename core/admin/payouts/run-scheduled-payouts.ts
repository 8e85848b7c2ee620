import { and, eq, gte, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { payoutBatches, userRoles } from '../../../db/schema/index.ts';
import { formatPrice } from '../../../i18n/format.ts';
import { notifyUsers } from '../../notifications/notify-users.ts';
import type { Clock } from '../../ports/clock.ts';
import { type PayeeBalance, payeeBalances } from './payable-balances.ts';
import { holdingCutoff, isPayoutDay, type PayoutSchedule, readPayoutSchedule } from './payout-schedule.ts';
import { batchLock, type CreatedPayoutBatch, writePayoutBatch } from './write-payout-batch.ts';

/** The payees a scheduled run at `at` pays: payable, past the holding period, owed at least the minimum. */
export async function scheduledPayees(db: Db, schedule: PayoutSchedule, at: Date): Promise<PayeeBalance[]> {
  const balances = await payeeBalances(db, holdingCutoff(schedule, at));
  return balances.filter((p) => p.payable && p.availableCents >= schedule.minimumCents);
}

export type ScheduledRun =
  | { created: true; batch: CreatedPayoutBatch }
  | { created: false; reason: 'not_a_payout_day' | 'already_ran' | 'nothing_to_pay' };

/**
 * The `scheduled-payouts` job (daily): on a payout day of the site's schedule, prepares the batch on its own, in
 * status `created` and unconfirmed — an administrator still confirms its total and count, exports it and marks it
 * paid. Once a day at most (a second run that day finds the day's scheduled batch), under the batch lock; the
 * administrators are told in-app.
 */
export async function runScheduledPayouts(deps: { db: Db; clock: Clock }): Promise<ScheduledRun> {
  const now = deps.clock.now();
  const schedule = await readPayoutSchedule(deps.db);
  if (!isPayoutDay(schedule, now)) return { created: false, reason: 'not_a_payout_day' };
  return deps.db.transaction(async (tx): Promise<ScheduledRun> => {
    await tx.execute(batchLock);
    const dayStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
    const [ran] = await tx
      .select({ id: payoutBatches.id })
      .from(payoutBatches)
      .where(and(isNull(payoutBatches.createdBy), gte(payoutBatches.createdAt, dayStart)))
      .limit(1);
    if (ran) return { created: false, reason: 'already_ran' };
    const payable = await scheduledPayees(tx, schedule, now);
    if (payable.length === 0) return { created: false, reason: 'nothing_to_pay' };
    const batch = await writePayoutBatch(tx, {
      now,
      cutoff: holdingCutoff(schedule, now),
      payable,
      actorId: null,
      confirmed: false,
      action: 'payout_batch.schedule',
    });
    const admins = await tx.select({ userId: userRoles.userId }).from(userRoles).where(eq(userRoles.role, 'admin'));
    await notifyUsers(
      tx,
      admins.map(({ userId }) => ({
        userId,
        kind: 'payoutBatchScheduled' as const,
        params: (locale) => ({
          reference: batch.reference,
          amount: formatPrice(batch.totalCents, locale),
          count: batch.payoutCount,
        }),
        type: 'info' as const,
        redirectUrl: `/admin/payments/batches/${batch.id}`,
      })),
    );
    return { created: true, batch };
  });
}
