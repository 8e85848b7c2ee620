import type { Viewer } from '../accounts/viewer.ts';
import type { CoreDeps } from '../deps.ts';
import { sellerSalesCount } from '../sellers/seller-sales.ts';
import { isAppError } from '../shared/app-error.ts';
import { type NextPayout, nextPayoutOf } from './get-next-payout.ts';
import { earningsSeries, type SalesTotals, type SellerBalances, salesTotals, sellerBalances } from './seller-money.ts';
import { type SellerProductRow, sellerProductRows, viewsSince } from './seller-product-rows.ts';
import { sellerScope } from './seller-scope.ts';
import { fillSeries, type SeriesPoint } from './series.ts';
import { type UnansweredConversation, unansweredConversations } from './unanswered-conversations.ts';
import { viewsSeries } from './views-series.ts';

export interface SellerOverview {
  /** The last 30 days: earnings (70 % excl. VAT, net of refunds), sales and views, with a point per day. */
  last30: SalesTotals & { views: number };
  /** All their sales: the figure their public profile and creator card show (core/sellers/seller-sales.ts). */
  totalSales: number;
  earnings: SeriesPoint[];
  views: SeriesPoint[];
  balances: SellerBalances;
  attention: SellerProductRow[];
  unanswered: { total: number; data: UnansweredConversation[] };
  /** « Prochain virement le … »: the next scheduled payout and what it would pay. */
  nextPayout: NextPayout;
}

/**
 * An expert's or administrator's seller block of /dashboard: each block one query, all run together. Null when
 * they have no seller profile yet (the page asks them to complete it); a customer is refused (not_a_seller).
 */
export async function getSellerOverview(
  deps: Pick<CoreDeps, 'db' | 'clock'>,
  viewer: Viewer | null,
): Promise<SellerOverview | null> {
  const scope = await sellerScope(deps.db, viewer).catch((error: unknown) => {
    if (isAppError(error) && error.code === 'seller_profile_missing') return null;
    throw error;
  });
  if (!scope) return null;
  const now = deps.clock.now();
  const since = viewsSince(now);
  const from = new Date(`${since}T00:00:00Z`);
  const [totals, totalSales, earnings, views, balances, attention, unanswered, nextPayout] = await Promise.all([
    salesTotals(deps.db, scope, from, now),
    sellerSalesCount(deps.db, scope.sellerId),
    earningsSeries(deps.db, scope, { from, to: now, unit: 'day' }),
    viewsSeries(deps.db, scope.sellerId, since),
    sellerBalances(deps.db, scope, now),
    sellerProductRows(deps.db, scope.sellerId, { since, attentionOnly: true, limit: 6, offset: 0 }),
    unansweredConversations(deps.db, scope, 5),
    nextPayoutOf(deps.db, scope, now),
  ]);
  const viewPoints = fillSeries(views, from, now, 'day');
  return {
    nextPayout,
    last30: { ...totals, views: viewPoints.reduce((sum, p) => sum + p.value, 0) },
    totalSales,
    earnings: fillSeries(earnings, from, now, 'day'),
    views: viewPoints,
    balances,
    attention,
    unanswered,
  };
}
