import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';
import { timestamp } from '../shared/sql-time.ts';
import type { SellerScope } from './seller-scope.ts';

export interface ProductConversion {
  productId: string;
  title: string;
  views: number;
  /** Orders with the product among the period's sales. */
  orders: number;
  /** orders ÷ views, null without a view. */
  conversion: number | null;
}

export interface SourceRow {
  /** `direct`, an external host, `ref:<code>`, `utm:<source>`, or `unknown` for orders placed before sources were kept. */
  source: string;
  views: number;
  orders: number;
  revenueCents: number;
}

export interface PartnerRow {
  partnerId: string;
  code: string;
  orders: number;
  revenueCents: number;
}

export interface CodeRow {
  promotionId: string;
  code: string;
  orders: number;
  revenueCents: number;
  /** What the code took off the seller's lines, VAT included. */
  discountCents: number;
}

export interface SellerAnalytics {
  products: ProductConversion[];
  sources: SourceRow[];
  partners: PartnerRow[];
  codes: CodeRow[];
}

/** At most this many rows a table (the busiest first). */
const shown = 50;

/**
 * The seller's sales between `from` and `to` as its ledger's sale entries record them (index ledger_account_idx),
 * grouped by `key`: orders, revenue excluding VAT, and the discount their lines got.
 */
function salesBy(db: Db, scope: SellerScope, range: { from: Date; to: Date }, key: ReturnType<typeof sql>) {
  return rows<{ key: string | null; orders: number; revenue: number; discount: number }>(
    db,
    sql`select ${key} as key, count(distinct o.id)::int as orders,
               sum(oi.total_cents - oi.tax_cents)::int as revenue, sum(oi.discount_cents)::int as discount
        from ledger_entries le
        join order_items oi on oi.id = le.order_item_id
        join orders o on o.id = oi.order_id
        where le.account = ${scope.account} and le.kind = 'sale'
          and le.created_at >= ${timestamp(range.from)} and le.created_at < ${timestamp(range.to)}
        group by 1`,
  );
}

/**
 * What the seller's analytics show over a period: each product's views and sales (conversion), the traffic sources
 * (views and the orders of visits from them), sales per partner and per discount code. Views are counted per UTC
 * day (the days the period touches); every query is scoped to the seller and grouped in the database, run together.
 */
export async function sellerAnalytics(
  db: Db,
  scope: SellerScope,
  range: { from: Date; to: Date },
): Promise<SellerAnalytics> {
  const firstDay = range.from.toISOString().slice(0, 10);
  const lastDay = new Date(range.to.getTime() - 1).toISOString().slice(0, 10);
  const [views, sourceViews, byProduct, bySource, byPartner, byCode] = await Promise.all([
    // products_seller_idx, then product_views' primary key (product_id, day).
    rows<{ id: string; title: string; views: number }>(
      db,
      sql`select p.id, p.title, coalesce(sum(pv.views), 0)::int as views
          from products p
          left join product_views pv on pv.product_id = p.id and pv.day between ${firstDay} and ${lastDay}
          where p.seller_id = ${scope.sellerId}
          group by p.id, p.title`,
    ),
    // product_view_sources' primary key (product_id, day, source).
    rows<{ source: string; views: number }>(
      db,
      sql`select s.source, sum(s.views)::int as views
          from products p join product_view_sources s on s.product_id = p.id
          where p.seller_id = ${scope.sellerId} and s.day between ${firstDay} and ${lastDay}
          group by s.source`,
    ),
    salesBy(db, scope, range, sql`oi.product_id`),
    salesBy(db, scope, range, sql`coalesce(o.source, 'unknown')`),
    salesBy(db, scope, range, sql`o.partner_id`),
    salesBy(db, scope, range, sql`o.promotion_id`),
  ]);
  const [partnerCodes, promotionCodes] = await Promise.all([
    codesOf(db, 'partners', byPartner),
    codesOf(db, 'promotions', byCode),
  ]);
  const orders = new Map(byProduct.map((row) => [row.key, Number(row.orders)]));
  const products = views
    .map((p) => {
      const sold = orders.get(p.id) ?? 0;
      const seen = Number(p.views);
      return { productId: p.id, title: p.title, views: seen, orders: sold, conversion: seen > 0 ? sold / seen : null };
    })
    .filter((p) => p.views > 0 || p.orders > 0)
    .sort((a, b) => b.views - a.views || b.orders - a.orders || a.title.localeCompare(b.title))
    .slice(0, shown);
  const sources = new Map<string, SourceRow>();
  const sourceOf = (source: string) => {
    const row = sources.get(source) ?? { source, views: 0, orders: 0, revenueCents: 0 };
    sources.set(source, row);
    return row;
  };
  for (const row of sourceViews) sourceOf(row.source).views = Number(row.views);
  for (const row of bySource) {
    const entry = sourceOf(row.key ?? 'unknown');
    entry.orders = Number(row.orders);
    entry.revenueCents = Number(row.revenue);
  }
  return {
    products,
    sources: [...sources.values()]
      .sort((a, b) => b.revenueCents - a.revenueCents || b.views - a.views || a.source.localeCompare(b.source))
      .slice(0, shown),
    partners: byPartner
      .filter((row) => row.key !== null)
      .map((row) => ({
        partnerId: row.key!,
        code: partnerCodes.get(row.key!) ?? '',
        orders: Number(row.orders),
        revenueCents: Number(row.revenue),
      }))
      .sort((a, b) => b.revenueCents - a.revenueCents)
      .slice(0, shown),
    codes: byCode
      .filter((row) => row.key !== null)
      .map((row) => ({
        promotionId: row.key!,
        code: promotionCodes.get(row.key!) ?? '',
        orders: Number(row.orders),
        revenueCents: Number(row.revenue),
        discountCents: Number(row.discount),
      }))
      .sort((a, b) => b.revenueCents - a.revenueCents)
      .slice(0, shown),
  };
}

/** The codes of the partners or promotions named, by primary key. */
async function codesOf(db: Db, table: 'partners' | 'promotions', grouped: { key: string | null }[]) {
  const ids = grouped.flatMap((row) => (row.key ? [row.key] : []));
  if (ids.length === 0) return new Map<string, string>();
  const found = await rows<{ id: string; code: string | null }>(
    db,
    sql`select id, code from ${sql.identifier(table)} where id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  return new Map(found.map((row) => [row.id, row.code ?? '']));
}
