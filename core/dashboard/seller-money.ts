import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';
import { timestamp } from '../shared/sql-time.ts';
import { GUARANTEE_MS } from './sales-lines.ts';
import type { SellerScope } from './seller-scope.ts';
import type { SeriesUnit } from './series.ts';

/** What the seller's ledger account holds, by where the money stands. */
export interface SellerBalances {
  /** Sales within the 30-day guarantee, net of their refunds: not yet payable. */
  pendingCents: number;
  /** Sales older than 30 days, net of refunds, not yet paid out. */
  availableCents: number;
  /** Every payout the account was debited with. */
  paidOutCents: number;
}

/**
 * The three balances of a payee's ledger entries `le` (`from ledgerBalanceSource`), by where the money stands: earnings
 * (a seller's sales, a partner's commissions, and their refunds) are pending while their order was paid after
 * `cutoff` — within the 30-day guarantee — and matured at or before it; payout entries (negative, like every debit)
 * are what was paid out. The one rule the sellers', the partners' and the administrators' figures all read.
 */
export const ledgerBalanceColumns = (cutoff: Date): SQL => {
  const after = timestamp(cutoff);
  return sql`coalesce(sum(le.amount_cents) filter (where le.kind in ('sale', 'refund', 'partner_commission') and o.paid_at > ${after}), 0) as pending,
             coalesce(sum(le.amount_cents) filter (where le.kind in ('sale', 'refund', 'partner_commission') and not (o.paid_at > ${after})), 0) as matured,
             coalesce(-sum(le.amount_cents) filter (where le.kind = 'payout'), 0) as paid`;
};

/** The ledger entries `le` with the order `o` each one comes from, for `ledgerBalanceColumns`. */
export const ledgerBalanceSource = sql`ledger_entries le
        left join order_items oi on oi.id = le.order_item_id
        left join orders o on o.id = oi.order_id`;

/** The seller's balances, from the ledger alone (index `ledger_account_idx`). */
export async function sellerBalances(db: Db, scope: SellerScope, now: Date): Promise<SellerBalances> {
  const cutoff = new Date(now.getTime() - GUARANTEE_MS);
  const [row] = await rows<{ pending: string | number; matured: string | number; paid: string | number }>(
    db,
    sql`select ${ledgerBalanceColumns(cutoff)} from ${ledgerBalanceSource} where le.account = ${scope.account}`,
  );
  const paidOutCents = Number(row?.paid ?? 0);
  return {
    pendingCents: Number(row?.pending ?? 0),
    availableCents: Number(row?.matured ?? 0) - paidOutCents,
    paidOutCents,
  };
}

/** The period's figures, from the account's entries dated within it. */
export interface SalesTotals {
  /** Sold order lines and their seats. */
  sales: number;
  seats: number;
  /** What buyers paid for them, VAT excluded. */
  netSalesCents: number;
  /** The seller's 70 % of it. */
  earningsCents: number;
  /** What refunds dated within the period took back. */
  refundsCents: number;
  /** Earnings less refunds: the period's movement of the balance. */
  netEarningsCents: number;
  /** The first sale of the account, for a series that starts with the first sale. */
  firstSaleAt: string | null;
}

export async function salesTotals(db: Db, scope: SellerScope, from: Date | null, to: Date): Promise<SalesTotals> {
  const [row] = await rows<Record<string, string | number | Date | null>>(
    db,
    sql`select count(*) filter (where le.kind = 'sale') as sales,
               coalesce(sum(oi.quantity) filter (where le.kind = 'sale'), 0) as seats,
               coalesce(sum(oi.total_cents - oi.tax_cents) filter (where le.kind = 'sale'), 0) as net,
               coalesce(sum(le.amount_cents) filter (where le.kind = 'sale'), 0) as earnings,
               coalesce(-sum(le.amount_cents) filter (where le.kind = 'refund'), 0) as refunds,
               min(le.created_at) filter (where le.kind = 'sale') as first
        from ledger_entries le
        join order_items oi on oi.id = le.order_item_id
        where le.account = ${scope.account} and le.kind in ('sale', 'refund')
          and le.created_at < ${timestamp(to)} ${from ? sql`and le.created_at >= ${timestamp(from)}` : sql``}`,
  );
  const earningsCents = Number(row?.earnings ?? 0);
  const refundsCents = Number(row?.refunds ?? 0);
  return {
    sales: Number(row?.sales ?? 0),
    seats: Number(row?.seats ?? 0),
    netSalesCents: Number(row?.net ?? 0),
    earningsCents,
    refundsCents,
    netEarningsCents: earningsCents - refundsCents,
    firstSaleAt: row?.first ? new Date(row.first as string).toISOString() : null,
  };
}

/** Earnings less refunds per day, week or month (UTC), grouped in the database. */
export async function earningsSeries(
  db: Db,
  scope: SellerScope,
  range: { from: Date | null; to: Date; unit: SeriesUnit },
): Promise<{ bucket: string; value: number }[]> {
  return rows<{ bucket: string; value: number }>(
    db,
    sql`select to_char(date_trunc(${range.unit}, le.created_at at time zone 'UTC'), 'YYYY-MM-DD') as bucket,
               sum(le.amount_cents)::int as value
        from ledger_entries le
        where le.account = ${scope.account} and le.kind in ('sale', 'refund')
          and le.created_at < ${timestamp(range.to)} ${range.from ? sql`and le.created_at >= ${timestamp(range.from)}` : sql``}
        group by 1`,
  );
}
