import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';
import type { Viewer } from '../accounts/viewer.ts';
import { type AffiliateInvitation, type Affiliation, affiliationsOf } from '../affiliates/affiliations-of.ts';
import { GUARANTEE_MS } from '../dashboard/sales-lines.ts';
import { ledgerBalanceColumns, ledgerBalanceSource } from '../dashboard/seller-money.ts';
import { fillSeries, type SeriesPoint } from '../dashboard/series.ts';
import type { Clock } from '../ports/clock.ts';
import { maskIban } from '../sellers/iban.ts';
import { timestamp } from '../shared/sql-time.ts';
import { defaultPartnerRate } from './commission.ts';
import { attributionDays } from './find-referral.ts';
import { type PartnerPayout, partnerPayouts } from './partner-payouts.ts';
import { partnerScope } from './partner-scope.ts';

const DAY_MS = 86_400_000;

/** A figure over the last 30 days and since the start. */
export interface Figure {
  days30: number;
  allTime: number;
}

export interface PartnerDashboard {
  /** A business partner (the role): earns the platform's commission on any seller's products. */
  isPartner: boolean;
  code: string;
  /** The rate applied to the next orders: the partner's own, else the site's. */
  commissionPercent: number;
  attributionDays: number;
  clicks: Figure;
  /** Paid orders attributed to the partner. */
  orders: Figure;
  /** Commissions less what refunds took back. */
  earningsCents: Figure;
  /** The last 30 days, one point per UTC day. */
  series: { clicks: SeriesPoint[]; orders: SeriesPoint[]; earningsCents: SeriesPoint[] };
  balance: { pendingCents: number; availableCents: number; paidOutCents: number };
  /** The latest attributed orders (their number, never the buyer). */
  recentOrders: { number: string; paidAt: string; status: string; commissionCents: number }[];
  payout: { name: string | null; iban: string | null };
  /** « Virements »: the payouts made to the partner. */
  payouts: PartnerPayout[];
  /** A seller's affiliate (decision 0044): invitations to answer, and the sellers they earn on. */
  invitations: AffiliateInvitation[];
  affiliations: Affiliation[];
}

type Grouped = { bucket: string; value: number | string };
const total = (points: SeriesPoint[]) => points.reduce((sum, point) => sum + point.value, 0);

/** Everything /dashboard/partner and `GET /api/v1/me/partner` show, scoped to the viewer's own partner row. */
export async function getPartnerDashboard(
  deps: { db: Db; clock: Clock },
  viewer: Viewer | null,
): Promise<PartnerDashboard> {
  const partner = await partnerScope(deps.db, viewer);
  const now = deps.clock.now();
  const sinceDate = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - 29 * DAY_MS);
  const since = timestamp(sinceDate);
  // Commissions become payable once the order's 30-day refund guarantee is over, as a seller's sales do.
  const cutoff = new Date(now.getTime() - GUARANTEE_MS);
  const account = `partner:${partner.id}`;
  const day = (column: string) =>
    sql`to_char(date_trunc('day', ${sql.identifier(column)} at time zone 'UTC'), 'YYYY-MM-DD')`;

  const [clicks, orders, earnings, [totals], [balance], recent, payoutRows, affiliate] = await Promise.all([
    rows<Grouped>(
      deps.db,
      sql`select ${day('created_at')} as bucket, count(*)::int as value from referral_clicks
          where partner_id = ${partner.id} and created_at >= ${since} group by 1`,
    ),
    rows<Grouped>(
      deps.db,
      sql`select ${day('paid_at')} as bucket, count(*)::int as value from orders
          where partner_id = ${partner.id} and paid_at >= ${since} group by 1`,
    ),
    rows<Grouped>(
      deps.db,
      sql`select ${day('created_at')} as bucket, sum(amount_cents)::int as value from ledger_entries
          where account = ${account} and kind in ('partner_commission', 'refund') and created_at >= ${since} group by 1`,
    ),
    rows<{ clicks: number; orders: number; earnings: number }>(
      deps.db,
      sql`select (select count(*) from referral_clicks where partner_id = ${partner.id})::int as clicks,
                 (select count(*) from orders where partner_id = ${partner.id} and paid_at is not null)::int as orders,
                 (select coalesce(sum(amount_cents), 0) from ledger_entries
                   where account = ${account} and kind in ('partner_commission', 'refund'))::int as earnings`,
    ),
    rows<{ pending: string | number; matured: string | number; paid: string | number }>(
      deps.db,
      sql`select ${ledgerBalanceColumns(cutoff)} from ${ledgerBalanceSource}
          where le.account = ${account}`,
    ),
    rows<{ number: string; paid_at: Date | string; status: string; commission: number }>(
      deps.db,
      sql`select o.number, o.paid_at, o.status,
                 (select coalesce(sum(oi.partner_commission_cents), 0) from order_items oi
                   where oi.order_id = o.id and oi.refunded_at is null)::int as commission
          from orders o where o.partner_id = ${partner.id} and o.paid_at is not null
          order by o.created_at desc limit 10`,
    ),
    partnerPayouts(deps.db, partner.id),
    affiliationsOf(deps.db, partner.id, viewer!.email),
  ]);

  const series = {
    clicks: fillSeries(clicks, sinceDate, now, 'day'),
    orders: fillSeries(orders, sinceDate, now, 'day'),
    earningsCents: fillSeries(earnings, sinceDate, now, 'day'),
  };
  const paidOutCents = Number(balance?.paid ?? 0);
  return {
    isPartner: viewer!.roles.includes('partner'),
    code: partner.code,
    commissionPercent: partner.commissionPercent ?? (await defaultPartnerRate(deps.db)),
    attributionDays,
    clicks: { days30: total(series.clicks), allTime: Number(totals?.clicks ?? 0) },
    orders: { days30: total(series.orders), allTime: Number(totals?.orders ?? 0) },
    earningsCents: { days30: total(series.earningsCents), allTime: Number(totals?.earnings ?? 0) },
    series,
    balance: {
      pendingCents: Number(balance?.pending ?? 0),
      availableCents: Number(balance?.matured ?? 0) - paidOutCents,
      paidOutCents,
    },
    recentOrders: recent.map((order) => ({
      number: order.number,
      paidAt: new Date(order.paid_at).toISOString(),
      status: order.status,
      commissionCents: Number(order.commission),
    })),
    payout: { name: partner.payoutName, iban: partner.payoutIban ? maskIban(partner.payoutIban) : null },
    payouts: payoutRows,
    ...affiliate,
  };
}
