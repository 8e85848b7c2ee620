import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { rows } from '../../../db/rows.ts';
import { timestamp } from '../../shared/sql-time.ts';
import type { PlatformWindow } from './platform-window.ts';

export interface TopProduct {
  productId: string;
  slug: string;
  title: string;
  sellerName: string;
  /** Order lines and seats sold within the period. */
  sales: number;
  seats: number;
  /** Their amount excluding VAT, and what the period's refunds of the product took back (VAT excluded). */
  netSalesCents: number;
  refundsNetCents: number;
}

export interface TopExpert {
  sellerId: string;
  userId: string;
  name: string;
  sales: number;
  netSalesCents: number;
  /** The period's `sale` + `refund` entries of their account: the net earnings their own dashboard shows. */
  earningsCents: number;
}

const window = (w: PlatformWindow) => sql`le.created_at >= ${timestamp(w.from)} and le.created_at < ${timestamp(w.to)}`;

/** The period's best-selling products by sales excluding VAT net of refunds; aggregated first, joined after. */
export async function topProducts(db: Db, w: PlatformWindow, limit: number): Promise<TopProduct[]> {
  const found = await rows<Record<string, string | number>>(
    db,
    sql`select p.id as "productId", p.slug, p.title, sp.public_name as "sellerName",
               t.sales, t.seats, t.net as "netSalesCents", t.refunded as "refundsNetCents"
        from (
          select oi.product_id,
                 count(*) filter (where le.kind = 'sale') as sales,
                 coalesce(sum(oi.quantity) filter (where le.kind = 'sale'), 0) as seats,
                 coalesce(sum(oi.total_cents - oi.tax_cents) filter (where le.kind = 'sale'), 0) as net,
                 coalesce(-sum(le.amount_cents) filter (where le.kind = 'refund'), 0) as refunded
          from ledger_entries le
          join order_items oi on oi.id = le.order_item_id
          where ${window(w)} and le.kind in ('sale', 'refund')
          group by oi.product_id
          order by coalesce(sum(oi.total_cents - oi.tax_cents) filter (where le.kind = 'sale'), 0)
                   + coalesce(sum(le.amount_cents) filter (where le.kind = 'refund'), 0) desc,
                   count(*) filter (where le.kind = 'sale') desc, oi.product_id
          limit ${limit}
        ) t
        join products p on p.id = t.product_id
        join seller_profiles sp on sp.id = p.seller_id
        order by t.net - t.refunded desc, t.sales desc, p.id`,
  );
  return found.map((row) => ({
    productId: String(row.productId),
    slug: String(row.slug),
    title: String(row.title),
    sellerName: String(row.sellerName),
    sales: Number(row.sales),
    seats: Number(row.seats),
    netSalesCents: Number(row.netSalesCents),
    refundsNetCents: Number(row.refundsNetCents),
  }));
}

/** The period's experts with the highest net earnings, from their ledger accounts. */
export async function topExperts(db: Db, w: PlatformWindow, limit: number): Promise<TopExpert[]> {
  const found = await rows<Record<string, string | number>>(
    db,
    sql`select sp.id as "sellerId", sp.user_id as "userId", sp.public_name as name,
               t.sales, t.net as "netSalesCents", t.earnings as "earningsCents"
        from (
          select le.account,
                 count(*) filter (where le.kind = 'sale') as sales,
                 coalesce(sum(oi.total_cents - oi.tax_cents) filter (where le.kind = 'sale'), 0) as net,
                 sum(le.amount_cents) as earnings
          from ledger_entries le
          join order_items oi on oi.id = le.order_item_id
          where ${window(w)} and le.kind in ('sale', 'refund') and le.account like 'seller:%'
          group by le.account
          order by sum(le.amount_cents) desc, count(*) filter (where le.kind = 'sale') desc, le.account
          limit ${limit}
        ) t
        join seller_profiles sp on sp.id = substr(t.account, 8)::uuid
        order by t.earnings desc, t.sales desc, sp.id`,
  );
  return found.map((row) => ({
    sellerId: String(row.sellerId),
    userId: String(row.userId),
    name: String(row.name),
    sales: Number(row.sales),
    netSalesCents: Number(row.netSalesCents),
    earningsCents: Number(row.earningsCents),
  }));
}
