import type { Db } from '../../../db/client.ts';
import { requireAdmin, type Viewer } from '../../accounts/viewer.ts';
import type { Clock } from '../../ports/clock.ts';
import { type PayeeBalance, payeeBalances, payoutCutoff } from './payable-balances.ts';

export interface PayablePayouts {
  /** Earnings of orders paid at or before this instant are payable. */
  cutoffAt: string;
  payees: PayeeBalance[];
  /** What a batch created now would pay, and to how many payees. */
  payableCents: number;
  payableCount: number;
}

/** The payees' balances as the payments page and `GET /api/v1/admin/payouts/payable` show them (administrators). */
export async function getPayablePayouts(
  deps: { db: Db; clock: Clock },
  viewer: Viewer | null,
): Promise<PayablePayouts> {
  requireAdmin(viewer);
  const cutoff = payoutCutoff(deps.clock.now());
  const payees = await payeeBalances(deps.db, cutoff);
  const payable = payees.filter((p) => p.payable);
  return {
    cutoffAt: cutoff.toISOString(),
    payees,
    payableCents: payable.reduce((sum, p) => sum + p.availableCents, 0),
    payableCount: payable.length,
  };
}
