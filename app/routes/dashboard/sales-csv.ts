import { csvResponse } from '../../../core/dashboard/csv.ts';
import { salesCsv } from '../../../core/dashboard/sales-csv.ts';
import { sellerSalesQuery } from '../../../core/dashboard/seller-sales.schema.ts';
import { queryObject } from '../../../core/shared/query-object.ts';
import { depsContext, requestContext } from '../../context.ts';
import { requireUser } from '../../lib/auth.server.ts';
import { guard } from '../../lib/route-errors.server.ts';
import type { Route } from './+types/sales-csv';

/** Every order line of the chosen period as a CSV file (the sales page's export link). */
export async function loader({ url, context }: Route.LoaderArgs) {
  const viewer = requireUser(context, url);
  return guard(async () => {
    const query = sellerSalesQuery.parse(queryObject(url));
    const { locale } = context.get(requestContext);
    return csvResponse(await salesCsv(context.get(depsContext), viewer, query, locale));
  });
}
