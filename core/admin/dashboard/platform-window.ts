import type { DashboardDays } from './admin-dashboard.schema.ts';

const DAY_MS = 86_400_000;

/**
 * The period of the dashboard and the one before it. Ledger figures use the rolling window [from, to) — the
 * sellers' /dashboard/sales?period=Nd uses the same one, so their figures add up to the platform's. Product views are
 * counted per UTC calendar day: the N days ending today (viewsFrom excluded, viewsTo included), and the N before.
 */
export interface PlatformWindow {
  days: DashboardDays;
  from: Date;
  to: Date;
  previousFrom: Date;
  viewsFrom: string;
  viewsTo: string;
  previousViewsFrom: string;
}

const isoDay = (at: Date) => at.toISOString().slice(0, 10);

export function platformWindow(days: DashboardDays, now: Date): PlatformWindow {
  const from = new Date(now.getTime() - days * DAY_MS);
  const previousFrom = new Date(from.getTime() - days * DAY_MS);
  return {
    days,
    from,
    to: now,
    previousFrom,
    viewsFrom: isoDay(from),
    viewsTo: isoDay(now),
    previousViewsFrom: isoDay(previousFrom),
  };
}
