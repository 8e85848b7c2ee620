import { payoutBatchCsv } from '../../../core/admin/payouts/export-payout-batch.ts';
import { csvDialect, csvFormatFor, csvFormatQuery, csvResponse } from '../../../core/dashboard/csv.ts';
import { queryObject } from '../../../core/shared/query-object.ts';
import { depsContext, requestContext } from '../../context.ts';
import { requireAdminUser } from '../../lib/auth.server.ts';
import { guard } from '../../lib/route-errors.server.ts';
import type { Route } from './+types/payout-batch-csv';

/** The batch's payouts as a CSV file (formula-inert; French Excel's form by default, `?format=rfc4180`); administrators only. */
export async function loader({ url, params, context }: Route.LoaderArgs) {
  const viewer = requireAdminUser(context, url);
  return guard(async () => {
    const { format } = csvFormatQuery.parse(queryObject(url));
    const dialect = csvDialect(csvFormatFor(context.get(requestContext).locale, format));
    return csvResponse(await payoutBatchCsv(context.get(depsContext), viewer, params.batchId, dialect));
  });
}
