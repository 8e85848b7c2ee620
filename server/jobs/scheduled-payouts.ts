import { runScheduledPayouts } from '../../core/admin/payouts/run-scheduled-payouts.ts';
import type { CommerceUpkeepDeps } from './commerce-upkeep.ts';

/** The `scheduled-payouts` job (daily): prepares the payout batch on a payout day, and logs what it did. */
export const scheduledPayoutsJob = (deps: CommerceUpkeepDeps) => async (): Promise<void> => {
  const run = await runScheduledPayouts(deps);
  deps.log.info(run.created ? { batch: run.batch.reference } : { skipped: run.reason }, 'scheduled payouts');
};
