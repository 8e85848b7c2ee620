import { requireAdmin, type Viewer } from '../../accounts/viewer.ts';
import type { CoreDeps } from '../../deps.ts';
import { adminDashboardQuery, type DashboardDays } from './admin-dashboard.schema.ts';
import { type AdminToDo, adminToDo } from './admin-to-do.ts';
import { audienceFigures, conversionPercent, ledgerFigures, type PeriodFigures } from './platform-figures.ts';
import { type PlatformSeries, platformSeries } from './platform-series.ts';
import { platformWindow } from './platform-window.ts';
import { type TopExpert, type TopProduct, topExperts, topProducts } from './top-lists.ts';

export interface AdminDashboard {
  days: DashboardDays;
  /** The period [from, to) and the one before it [previousFrom, from), ISO dates-times. */
  from: string;
  to: string;
  previousFrom: string;
  current: PeriodFigures;
  previous: PeriodFigures;
  series: PlatformSeries;
  topProducts: TopProduct[];
  topExperts: TopExpert[];
  /** What waits for an administrator now, whatever the period. */
  toDo: AdminToDo;
}

const TOP = 5;

/**
 * The administrators' dashboard (issue 8): the platform's money from the ledger, orders, refunds, sign-ups, active
 * experts and conversion over the last 7, 30 or 90 days beside the period before, the daily series and the best
 * products and experts, and the to-do counters. Six aggregate queries, run together; nothing per row.
 */
export async function getAdminDashboard(
  deps: Pick<CoreDeps, 'db' | 'clock'>,
  viewer: Viewer | null,
  input: { days?: DashboardDays | string } = {},
): Promise<AdminDashboard> {
  requireAdmin(viewer);
  const query = adminDashboardQuery.parse({ days: input.days === undefined ? undefined : String(input.days) });
  const window = platformWindow(query.days, deps.clock.now());
  const [ledger, audience, series, products, experts, toDo] = await Promise.all([
    ledgerFigures(deps.db, window),
    audienceFigures(deps.db, window),
    platformSeries(deps.db, window),
    topProducts(deps.db, window, TOP),
    topExperts(deps.db, window, TOP),
    adminToDo(deps.db, deps.clock.now()),
  ]);
  const figures = (period: 'current' | 'previous'): PeriodFigures => ({
    ...ledger[period],
    ...audience[period],
    conversionPercent: conversionPercent(ledger[period].orders, audience[period].views),
  });
  return {
    days: window.days,
    from: window.from.toISOString(),
    to: window.to.toISOString(),
    previousFrom: window.previousFrom.toISOString(),
    current: figures('current'),
    previous: figures('previous'),
    series,
    topProducts: products,
    topExperts: experts,
    toDo,
  };
}
