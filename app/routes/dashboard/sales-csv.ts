import { z } from 'zod';
import { csvDialect, csvFormatFor, csvFormatQuery, csvResponse } from '../../../core/dashboard/csv.ts';
import { salesCsv } from '../../../core/dashboard/sales-csv.ts';
import { checkSalesRange, salesRangeFields } from '../../../core/dashboard/seller-sales.schema.ts';
import { queryObject } from '../../../core/shared/query-object.ts';
import { depsContext, requestContext } from '../../context.ts';
import { requireUser } from '../../lib/auth.server.ts';
import { guard } from '../../lib/route-errors.server.ts';
import type { Route } from './+types/sales-csv';

const salesCsvQuery = z.object({ ...salesRangeFields, ...csvFormatQuery.shape }).superRefine(checkSalesRange);

/**
 * Every order line of the chosen period as a CSV file (the sales page's export links): the form French Excel opens
 * for a French reader, RFC 4180 with `?format=rfc4180` (and for the other languages).
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const viewer = requireUser(context, url);
  return guard(async () => {
    const query = salesCsvQuery.parse(queryObject(url));
    const { locale } = context.get(requestContext);
    const dialect = csvDialect(csvFormatFor(locale, query.format));
    return csvResponse(await salesCsv(context.get(depsContext), viewer, query, locale, dialect));
  });
}
