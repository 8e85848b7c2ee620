import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { rows } from '../../../db/rows.ts';
import { fillSeries, type SeriesPoint } from '../../dashboard/series.ts';
import { timestamp } from '../../shared/sql-time.ts';
import type { PlatformWindow } from './platform-window.ts';

export interface PlatformSeries {
  /** GMV (VAT included) per UTC day. */
  gmv: SeriesPoint[];
  /** The platform account's movement per day (negative on a day of refunds). */
  revenue: SeriesPoint[];
  /** Paid orders per day. */
  orders: SeriesPoint[];
}

/** The period's daily series, grouped in the database in one query, with a zero for each quiet day. */
export async function platformSeries(db: Db, window: PlatformWindow): Promise<PlatformSeries> {
  const grouped = await rows<{
    bucket: string;
    gmv: string | number;
    revenue: string | number;
    orders: string | number;
  }>(
    db,
    sql`select to_char(date_trunc('day', le.created_at at time zone 'UTC'), 'YYYY-MM-DD') as bucket,
               coalesce(sum(oi.total_cents) filter (where le.kind = 'sale'), 0) as gmv,
               coalesce(sum(le.amount_cents) filter (where le.account = 'platform'), 0) as revenue,
               count(distinct oi.order_id) filter (where le.kind = 'sale') as orders
        from ledger_entries le
        left join order_items oi on oi.id = le.order_item_id
        where le.created_at >= ${timestamp(window.from)} and le.created_at < ${timestamp(window.to)}
          and le.kind in ('sale', 'fee', 'refund', 'partner_commission')
        group by 1`,
  );
  const series = (key: 'gmv' | 'revenue' | 'orders') =>
    fillSeries(
      grouped.map((row) => ({ bucket: row.bucket, value: row[key] })),
      window.from,
      window.to,
      'day',
    );
  return { gmv: series('gmv'), revenue: series('revenue'), orders: series('orders') };
}
