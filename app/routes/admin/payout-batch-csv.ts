import { payoutBatchCsv } from '../../../core/admin/payouts/export-payout-batch.ts';
import { csvResponse } from '../../../core/dashboard/csv.ts';
import { depsContext } from '../../context.ts';
import { requireAdminUser } from '../../lib/auth.server.ts';
import { guard } from '../../lib/route-errors.server.ts';
import type { Route } from './+types/payout-batch-csv';

/** The batch's payouts as a CSV file (formula-inert); administrators only. */
export async function loader({ url, params, context }: Route.LoaderArgs) {
  const viewer = requireAdminUser(context, url);
  return guard(async () => csvResponse(await payoutBatchCsv(context.get(depsContext), viewer, params.batchId)));
}
