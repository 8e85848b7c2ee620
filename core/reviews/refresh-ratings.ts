import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** Recomputes rating_avg and rating_count from published reviews (all products, or the given ones); rewrites only rows that change. */
export async function refreshRatings(db: Db, productIds?: string[]): Promise<void> {
  const only =
    productIds && productIds.length > 0
      ? sql`and p.id in (${sql.join(
          productIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`
      : sql``;
  await db.execute(sql`
    update products p set rating_count = coalesce(r.n, 0), rating_avg = coalesce(r.avg, 0)
    from products p2
    left join (select product_id, count(*)::int as n, round(avg(rating), 2) as avg
               from reviews where status = 'published' group by product_id) r on r.product_id = p2.id
    where p.id = p2.id ${only}
      and (p.rating_count, p.rating_avg) is distinct from (coalesce(r.n, 0), coalesce(r.avg, 0))`);
}
