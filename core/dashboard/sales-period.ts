import type { SalesRangeQuery } from './seller-sales.schema.ts';
import type { SeriesUnit } from './series.ts';

const DAY_MS = 86_400_000;
const days = { '7d': 7, '30d': 30, '90d': 90, '365d': 365 } as const;
const units = { '7d': 'day', '30d': 'day', '90d': 'week', '365d': 'month', all: 'month' } as const;

/** A custom range's bars: days up to two months, weeks up to six, months beyond. */
const unitOf = (spanDays: number): SeriesUnit => (spanDays <= 62 ? 'day' : spanDays <= 186 ? 'week' : 'month');

/**
 * Where a period starts (null: since the first sale), where it ends (now, or the day after a custom range's last
 * day when that is sooner) and how its chart groups the days.
 */
export function salesRange(query: SalesRangeQuery, now: Date): { from: Date | null; to: Date; unit: SeriesUnit } {
  if (query.from && query.to) {
    const from = new Date(`${query.from}T00:00:00Z`);
    const end = new Date(`${query.to}T00:00:00Z`).getTime() + DAY_MS;
    return { from, to: new Date(Math.min(end, now.getTime())), unit: unitOf((end - from.getTime()) / DAY_MS) };
  }
  const { period } = query;
  const from = period === 'all' ? null : new Date(now.getTime() - days[period] * DAY_MS);
  return { from, to: now, unit: units[period] };
}
