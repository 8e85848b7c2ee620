import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';

/**
 * A seller's sales: the one figure every page shows for them (their public profile, the creator cards, their
 * dashboard). It is the sales of their published products, net of refunds: the sum of `products.sales_count`
 * (fulfilOrder counts a paid line, completeRefund takes it back), which a trigger keeps per seller in
 * `seller_catalog_stats` (migration 0021). A column of a query joining that table as `st`.
 */
export const sellerSalesColumn = sql`coalesce(st.sales_count, 0)::int`;

/** The figure for one seller (primary key lookup). */
export async function sellerSalesCount(db: Db, sellerId: string): Promise<number> {
  const [row] = await rows<{ sales: number }>(
    db,
    sql`select ${sellerSalesColumn} as sales from seller_profiles s
        left join seller_catalog_stats st on st.seller_id = s.id where s.id = ${sellerId}`,
  );
  return Number(row?.sales ?? 0);
}
