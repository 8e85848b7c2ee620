import type { Db } from '../../../db/client.ts';
import { requireAdmin, type Viewer } from '../../accounts/viewer.ts';
import type { Clock } from '../../ports/clock.ts';
import { nextPayoutRun, type PayoutSchedule, readPayoutSchedule } from './payout-schedule.ts';
import { scheduledPayees } from './run-scheduled-payouts.ts';

export interface PayoutScheduleView {
  schedule: PayoutSchedule;
  nextRunAt: string;
  /** What the next run would pay given today's balances. */
  preview: { totalCents: number; count: number };
}

/** The payments page's schedule section (administrators): the settings, the next run and what it would pay. */
export async function getPayoutSchedule(
  deps: { db: Db; clock: Clock },
  viewer: Viewer | null,
): Promise<PayoutScheduleView> {
  requireAdmin(viewer);
  const schedule = await readPayoutSchedule(deps.db);
  const next = nextPayoutRun(schedule, deps.clock.now());
  const payees = await scheduledPayees(deps.db, schedule, next);
  return {
    schedule,
    nextRunAt: next.toISOString(),
    preview: { totalCents: payees.reduce((sum, p) => sum + p.availableCents, 0), count: payees.length },
  };
}
