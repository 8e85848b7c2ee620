import type { SalesPeriod } from './seller-sales.schema.ts';
import type { SeriesUnit } from './series.ts';

const days: Record<Exclude<SalesPeriod, 'all'>, number> = { '7d': 7, '30d': 30, '90d': 90, '365d': 365 };
const units: Record<SalesPeriod, SeriesUnit> = {
  '7d': 'day',
  '30d': 'day',
  '90d': 'week',
  '365d': 'month',
  all: 'month',
};

/** Where a period starts (null: since the first sale) and how its chart groups the days. */
export function salesRange(period: SalesPeriod, now: Date): { from: Date | null; to: Date; unit: SeriesUnit } {
  const from = period === 'all' ? null : new Date(now.getTime() - days[period] * 86_400_000);
  return { from, to: now, unit: units[period] };
}
