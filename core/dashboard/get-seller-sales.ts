import { desc, eq } from 'drizzle-orm';
import { payouts } from '../../db/schema/index.ts';
import type { Viewer } from '../accounts/viewer.ts';
import type { CoreDeps } from '../deps.ts';
import type { PageMeta } from '../shared/page-number.ts';
import { type SaleLine, saleLines } from './sales-lines.ts';
import { salesRange } from './sales-period.ts';
import { type SellerAnalytics, sellerAnalytics } from './seller-analytics.ts';
import { earningsSeries, type SalesTotals, type SellerBalances, salesTotals, sellerBalances } from './seller-money.ts';
import type { SellerSalesQuery } from './seller-sales.schema.ts';
import { sellerScope } from './seller-scope.ts';
import { fillSeries, type SeriesPoint, type SeriesUnit } from './series.ts';

export interface SellerPayout {
  id: string;
  amountCents: number;
  status: 'pending' | 'paid' | 'failed';
  reference: string | null;
  createdAt: string;
  paidAt: string | null;
}

export interface SellerSales {
  period: SellerSalesQuery['period'];
  /** The custom range asked (days, both included), or null for the preset `period`. */
  range: { from: string; to: string } | null;
  analytics: SellerAnalytics;
  totals: SalesTotals;
  balances: SellerBalances;
  chart: { unit: SeriesUnit; points: SeriesPoint[] };
  lines: SaleLine[];
  payouts: SellerPayout[];
  meta: PageMeta;
}

/**
 * The viewer's sales page: the period's (or custom range's) order lines (a page of them), totals, balances, earnings
 * chart, analytics (conversion, sources, partners, codes) and payout history, every block scoped to the viewer's own
 * seller profile, run together.
 */
export async function getSellerSales(
  deps: Pick<CoreDeps, 'db' | 'clock'>,
  viewer: Viewer | null,
  query: SellerSalesQuery,
): Promise<SellerSales> {
  const scope = await sellerScope(deps.db, viewer);
  const now = deps.clock.now();
  const range = salesRange(query, now);
  const [totals, balances, grouped, lines, paid, analytics] = await Promise.all([
    salesTotals(deps.db, scope, range.from, range.to),
    sellerBalances(deps.db, scope, now),
    earningsSeries(deps.db, scope, range),
    saleLines(deps.db, scope, {
      ...range,
      now,
      limit: query.per_page,
      offset: (query.page - 1) * query.per_page,
    }),
    // Index payouts_seller_idx (seller_id, created_at desc).
    deps.db
      .select()
      .from(payouts)
      .where(eq(payouts.sellerId, scope.sellerId))
      .orderBy(desc(payouts.createdAt))
      .limit(24),
    sellerAnalytics(deps.db, scope, { from: range.from ?? new Date(0), to: range.to }),
  ]);
  const seriesFrom = range.from ?? (totals.firstSaleAt ? new Date(totals.firstSaleAt) : now);
  return {
    period: query.period,
    range: query.from && query.to ? { from: query.from, to: query.to } : null,
    analytics,
    totals,
    balances,
    chart: { unit: range.unit, points: fillSeries(grouped, seriesFrom, range.to, range.unit) },
    lines,
    payouts: paid.map((p) => ({
      id: p.id,
      amountCents: p.amountCents,
      status: p.status,
      reference: p.reference,
      createdAt: p.createdAt.toISOString(),
      paidAt: p.paidAt?.toISOString() ?? null,
    })),
    meta: { total: totals.sales, page: query.page, per_page: query.per_page },
  };
}
