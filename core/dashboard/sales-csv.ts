import type { Locale } from '../../i18n/config.ts';
import { serverT } from '../../i18n/server-t.ts';
import type { Viewer } from '../accounts/viewer.ts';
import type { CoreDeps } from '../deps.ts';
import { type CsvDialect, csvAmount, csvDocument, csvInstant } from './csv.ts';
import { saleLines } from './sales-lines.ts';
import { salesRange } from './sales-period.ts';
import type { SalesRangeQuery } from './seller-sales.schema.ts';
import { sellerScope } from './seller-scope.ts';

/** Beyond this, the export is cut (a seller with more lines exports period by period). */
const maxLines = 50_000;

/**
 * Every order line of the period as a CSV file, for a spreadsheet or an accountant: headers in the reader's
 * language, dates and amounts (euros) in the dialect's form (csv.ts), every text cell inert.
 */
export async function salesCsv(
  deps: Pick<CoreDeps, 'db' | 'clock'>,
  viewer: Viewer | null,
  query: SalesRangeQuery,
  locale: Locale,
  dialect: CsvDialect,
): Promise<{ filename: string; body: string }> {
  const scope = await sellerScope(deps.db, viewer);
  const now = deps.clock.now();
  const lines = await saleLines(deps.db, scope, { ...salesRange(query, now), now, limit: maxLines, offset: 0 });
  const t = serverT(locale, 'dashboard');
  const header = ['date', 'order', 'product', 'seats', 'net', 'share', 'refunded', 'status'].map((key) =>
    t(`sales.csv.${key}`),
  );
  const body = csvDocument(
    [
      header,
      ...lines.map((line) => [
        csvInstant(line.soldAt),
        line.orderNumber,
        line.title,
        line.seats,
        csvAmount(line.netCents),
        csvAmount(line.shareCents),
        csvAmount(line.refundedCents),
        t(`sales.status.${line.status}`),
      ]),
    ],
    dialect,
  );
  const span = query.from && query.to ? `${query.from}_${query.to}` : query.period;
  return { filename: `ventes-${span}-${now.toISOString().slice(0, 10)}.csv`, body };
}
