import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { rows } from '../../../db/rows.ts';
import { timestamp } from '../../shared/sql-time.ts';
import type { PlatformWindow } from './platform-window.ts';

/**
 * A period's figures, every amount in cents from `ledger_entries` (index `ledger_created_idx`), dated like the
 * sellers' figures (core/dashboard/seller-money.ts `salesTotals`): a sale when its `sale` entry was written, a
 * refund when its `refund` entries were.
 */
export interface LedgerFigures {
  /** What buyers paid for the period's sales, VAT included: the sold order lines' totals. */
  gmvCents: number;
  /** The same, VAT excluded: the sum of the sellers' "net sales" (order line total − its VAT). */
  gmvNetCents: number;
  /** The `platform` account's movement: 30 % fees less partner commissions, less refunded fees. */
  platformRevenueCents: number;
  /** The `partner:*` accounts' movement: commissions less reversed ones. */
  partnerCommissionsCents: number;
  /** The `seller:*` accounts' `sale` + `refund` entries: the sum of the sellers' net earnings. */
  sellerEarningsCents: number;
  /** What the period's refunds gave back, VAT included (the refunded lines' totals)… */
  refundsCents: number;
  /** …and VAT excluded: the refund entries of every account, as a positive amount. */
  refundsNetCents: number;
  /** Refunds (full or one line) completed within the period. */
  refunds: number;
  /** Paid orders and sold order lines. */
  orders: number;
  sales: number;
  /** Sellers with at least one sale. */
  activeExperts: number;
}

export interface AudienceFigures {
  newUsers: number;
  views: number;
}

export type PeriodFigures = LedgerFigures & AudienceFigures & { conversionPercent: number | null };

const emptyLedger: LedgerFigures = {
  gmvCents: 0,
  gmvNetCents: 0,
  platformRevenueCents: 0,
  partnerCommissionsCents: 0,
  sellerEarningsCents: 0,
  refundsCents: 0,
  refundsNetCents: 0,
  refunds: 0,
  orders: 0,
  sales: 0,
  activeExperts: 0,
};

type Period = 'current' | 'previous';

/** The ledger figures of the period and of the one before, in one pass over both windows. */
export async function ledgerFigures(db: Db, window: PlatformWindow): Promise<Record<Period, LedgerFigures>> {
  const found = await rows<Record<string, string | number>>(
    db,
    sql`select case when le.created_at >= ${timestamp(window.from)} then 'current' else 'previous' end as period,
               coalesce(sum(oi.total_cents) filter (where le.kind = 'sale'), 0) as "gmvCents",
               coalesce(sum(oi.total_cents - oi.tax_cents) filter (where le.kind = 'sale'), 0) as "gmvNetCents",
               coalesce(sum(le.amount_cents) filter (where le.account = 'platform'), 0) as "platformRevenueCents",
               coalesce(sum(le.amount_cents) filter (where le.account like 'partner:%'), 0) as "partnerCommissionsCents",
               coalesce(sum(le.amount_cents) filter (where le.account like 'seller:%'), 0) as "sellerEarningsCents",
               coalesce(sum(oi.total_cents) filter (where le.kind = 'refund' and le.account like 'seller:%'), 0) as "refundsCents",
               coalesce(-sum(le.amount_cents) filter (where le.kind = 'refund'), 0) as "refundsNetCents",
               count(distinct le.refund_id) filter (where le.kind = 'refund') as refunds,
               count(distinct oi.order_id) filter (where le.kind = 'sale') as orders,
               count(*) filter (where le.kind = 'sale') as sales,
               count(distinct le.account) filter (where le.kind = 'sale') as "activeExperts"
        from ledger_entries le
        left join order_items oi on oi.id = le.order_item_id
        where le.created_at >= ${timestamp(window.previousFrom)} and le.created_at < ${timestamp(window.to)}
          and le.kind in ('sale', 'fee', 'refund', 'partner_commission')
        group by 1`,
  );
  const figures = (period: Period): LedgerFigures => {
    const row = found.find((r) => r.period === period);
    if (!row) return { ...emptyLedger };
    return Object.fromEntries(
      Object.keys(emptyLedger).map((key) => [key, Number(row[key] ?? 0)]),
    ) as unknown as LedgerFigures;
  };
  return { current: figures('current'), previous: figures('previous') };
}

/** Sign-ups (index `user_created_at_idx`) and product page views (index `product_views_day_idx`) of both periods. */
export async function audienceFigures(db: Db, window: PlatformWindow): Promise<Record<Period, AudienceFigures>> {
  const [row] = await rows<Record<string, string | number>>(
    db,
    sql`select (select count(*) from "user" where created_at >= ${timestamp(window.from)} and created_at < ${timestamp(window.to)}) as users,
               (select count(*) from "user" where created_at >= ${timestamp(window.previousFrom)} and created_at < ${timestamp(window.from)}) as "previousUsers",
               (select coalesce(sum(views), 0) from product_views where day > ${window.viewsFrom}::date and day <= ${window.viewsTo}::date) as views,
               (select coalesce(sum(views), 0) from product_views where day > ${window.previousViewsFrom}::date and day <= ${window.viewsFrom}::date) as "previousViews"`,
  );
  return {
    current: { newUsers: Number(row?.users ?? 0), views: Number(row?.views ?? 0) },
    previous: { newUsers: Number(row?.previousUsers ?? 0), views: Number(row?.previousViews ?? 0) },
  };
}

/** Orders per hundred product page views, to one decimal; null without views. */
export function conversionPercent(orders: number, views: number): number | null {
  return views > 0 ? Math.round((orders * 1000) / views) / 10 : null;
}
