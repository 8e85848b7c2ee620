import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';
import { timestamp } from '../shared/sql-time.ts';
import type { SellerScope } from './seller-scope.ts';

/** The 30-day guarantee: a buyer may ask for a refund until then, so the seller's share is held as long. */
export const GUARANTEE_MS = 30 * 86_400_000;

export type SaleLineStatus = 'refunded' | 'refund_requested' | 'pending' | 'cleared';

/** One sold order line of the seller's, as its sale ledger entry records it. */
export interface SaleLine {
  id: string;
  soldAt: string;
  orderNumber: string;
  productId: string;
  title: string;
  seats: number;
  /** What the buyer paid for the line, VAT excluded. */
  netCents: number;
  /** The seller's 70 % of it, as credited to their ledger account. */
  shareCents: number;
  /** How much of that share refunds took back. */
  refundedCents: number;
  status: SaleLineStatus;
}

type SaleLineRow = Omit<SaleLine, 'soldAt'> & { soldAt: Date | string };

/**
 * The sale entries of the seller's account between `from` (null: since the first) and `to`, newest first, each
 * with its order line and what refunds took back. Index `ledger_account_idx` (account, created_at) picks the
 * entries; `ledger_order_item_idx` finds each line's refunds.
 */
export async function saleLines(
  db: Db,
  scope: SellerScope,
  range: { from: Date | null; to: Date; now: Date; limit: number | null; offset: number },
): Promise<SaleLine[]> {
  const cutoff = new Date(range.now.getTime() - GUARANTEE_MS);
  const found = await rows<SaleLineRow>(
    db,
    sql`select oi.id, le.created_at as "soldAt", o.number as "orderNumber", oi.product_id as "productId",
               oi.title, oi.quantity as seats, (oi.total_cents - oi.tax_cents)::int as "netCents",
               le.amount_cents::int as "shareCents", coalesce(r.refunded, 0)::int as "refundedCents",
               case when oi.refunded_at is not null then 'refunded'
                    when o.status = 'refund_requested' then 'refund_requested'
                    when o.paid_at > ${timestamp(cutoff)} then 'pending'
                    else 'cleared' end as status
        from ledger_entries le
        join order_items oi on oi.id = le.order_item_id
        join orders o on o.id = oi.order_id
        left join lateral (
          select -sum(re.amount_cents) as refunded from ledger_entries re
          where re.order_item_id = oi.id and re.account = le.account and re.kind = 'refund'
        ) r on true
        where le.account = ${scope.account} and le.kind = 'sale'
          and le.created_at < ${timestamp(range.to)} ${range.from ? sql`and le.created_at >= ${timestamp(range.from)}` : sql``}
        order by le.created_at desc, le.id desc
        ${range.limit === null ? sql`` : sql`limit ${range.limit}`} offset ${range.offset}`,
  );
  return found.map((row) => ({
    ...row,
    seats: Number(row.seats),
    netCents: Number(row.netCents),
    shareCents: Number(row.shareCents),
    refundedCents: Number(row.refundedCents),
    soldAt: new Date(row.soldAt).toISOString(),
  }));
}
