import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';
import { sellerProfiles } from '../../db/schema/index.ts';
import type { Viewer } from '../accounts/viewer.ts';
import { holdingCutoff, nextPayoutRun, readPayoutSchedule } from '../admin/payouts/payout-schedule.ts';
import type { Clock } from '../ports/clock.ts';
import { ledgerBalanceColumns, ledgerBalanceSource } from './seller-money.ts';
import { type SellerScope, sellerScope } from './seller-scope.ts';

/** Why the next scheduled payout pays the seller nothing. */
export type NoPayoutReason = 'below_minimum' | 'no_iban' | 'holding' | 'nothing';

export interface NextPayout {
  /** The next scheduled run (the batch is prepared that day, then confirmed and sent by an administrator). */
  date: string;
  /** What that run would pay given today's balance (0 with a reason). */
  amountCents: number;
  reason: NoPayoutReason | null;
  minimumCents: number;
  holdingDays: number;
}

/**
 * « Prochain virement le … »: the seller's next scheduled payout and its amount — the earnings past the holding
 * period by then, less what was already paid out — or why it pays nothing: still within the holding period, below
 * the minimum, or no IBAN.
 */
export async function getNextPayout(deps: { db: Db; clock: Clock }, viewer: Viewer | null): Promise<NextPayout> {
  return nextPayoutOf(deps.db, await sellerScope(deps.db, viewer), deps.clock.now());
}

/** The seller's next payout (see getNextPayout), for a seller already resolved. */
export async function nextPayoutOf(db: Db, scope: SellerScope, now: Date): Promise<NextPayout> {
  const schedule = await readPayoutSchedule(db);
  const next = nextPayoutRun(schedule, now);
  const [[balance], [seller]] = await Promise.all([
    rows<{ pending: string | number; matured: string | number; paid: string | number }>(
      db,
      sql`select ${ledgerBalanceColumns(holdingCutoff(schedule, next))} from ${ledgerBalanceSource}
          where le.account = ${scope.account}`,
    ),
    db.select({ iban: sellerProfiles.payoutIban }).from(sellerProfiles).where(eq(sellerProfiles.id, scope.sellerId)),
  ]);
  const available = Number(balance?.matured ?? 0) - Number(balance?.paid ?? 0);
  const reason: NoPayoutReason | null =
    available <= 0
      ? Number(balance?.pending ?? 0) > 0
        ? 'holding'
        : 'nothing'
      : !seller?.iban
        ? 'no_iban'
        : available < schedule.minimumCents
          ? 'below_minimum'
          : null;
  return {
    date: next.toISOString(),
    amountCents: reason ? 0 : available,
    reason,
    minimumCents: schedule.minimumCents,
    holdingDays: schedule.holdingDays,
  };
}
