import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';

/** Views of all the seller's products per day since `since` (YYYY-MM-DD), grouped in the database. */
export async function viewsSeries(
  db: Db,
  sellerId: string,
  since: string,
): Promise<{ bucket: string; value: number }[]> {
  return rows<{ bucket: string; value: number }>(
    db,
    sql`select to_char(pv.day, 'YYYY-MM-DD') as bucket, sum(pv.views)::int as value
        from product_views pv join products p on p.id = pv.product_id
        where p.seller_id = ${sellerId} and pv.day >= ${since}
        group by pv.day`,
  );
}
