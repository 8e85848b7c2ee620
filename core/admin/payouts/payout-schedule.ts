import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { siteSettings } from '../../../db/schema/index.ts';

export const payoutScheduleKey = 'payout_schedule';

/** The hour (UTC) the daily `scheduled-payouts` job runs: on a payout day, it prepares the batch then. */
export const payoutRunHourUtc = 5;

/**
 * When payouts are prepared on their own (decision 0044): weekly on `weekday` (1 = Monday … 7 = Sunday) or monthly on
 * `dayOfMonth` (1–28, so every month has it), for payees whose earnings are past `holdingDays` (the 30-day
 * guarantee by default) and who are owed at least `minimumCents`.
 */
export const payoutScheduleInput = z
  .object({
    frequency: z.enum(['weekly', 'monthly'], 'frequency_invalid'),
    weekday: z.coerce.number('weekday_invalid').int().min(1, 'weekday_invalid').max(7, 'weekday_invalid'),
    dayOfMonth: z.coerce.number('day_invalid').int().min(1, 'day_invalid').max(28, 'day_invalid'),
    minimumCents: z.coerce
      .number('minimum_invalid')
      .int('minimum_invalid')
      .min(0, 'minimum_invalid')
      .max(100_000_00, 'minimum_invalid'),
    holdingDays: z.coerce.number('holding_invalid').int().min(0, 'holding_invalid').max(365, 'holding_invalid'),
  })
  .strict();
export type PayoutSchedule = z.output<typeof payoutScheduleInput>;

export const defaultPayoutSchedule: PayoutSchedule = {
  frequency: 'monthly',
  weekday: 1,
  dayOfMonth: 1,
  minimumCents: 10_00,
  holdingDays: 30,
};

/** The site's schedule (site setting `payout_schedule`), else the default; a malformed setting reads as the default. */
export async function readPayoutSchedule(db: Db): Promise<PayoutSchedule> {
  const [row] = await db
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.key, payoutScheduleKey))
    .limit(1);
  const parsed = payoutScheduleInput.safeParse(row?.value);
  return parsed.success ? parsed.data : defaultPayoutSchedule;
}

const DAY_MS = 86_400_000;

/** Whether `day` (a UTC date) is a payout day of the schedule. */
export function isPayoutDay(schedule: PayoutSchedule, day: Date): boolean {
  if (schedule.frequency === 'weekly') return (day.getUTCDay() || 7) === schedule.weekday;
  return day.getUTCDate() === schedule.dayOfMonth;
}

/** The next scheduled run at or after `now`: a payout day at `payoutRunHourUtc`:00 UTC. */
export function nextPayoutRun(schedule: PayoutSchedule, now: Date): Date {
  let run = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), payoutRunHourUtc));
  if (run.getTime() < now.getTime()) run = new Date(run.getTime() + DAY_MS);
  while (!isPayoutDay(schedule, run)) run = new Date(run.getTime() + DAY_MS);
  return run;
}

/** Earnings of orders paid at or before this instant are payable at `at`. */
export const holdingCutoff = (schedule: PayoutSchedule, at: Date) =>
  new Date(at.getTime() - schedule.holdingDays * DAY_MS);
