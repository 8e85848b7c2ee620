import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';

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

/**
 * Takes the product's row lock for a change to its reviews: every review write of a product holds it from before
 * its change until its commit, so they run one after the other and the recount that ends each one (see
 * refreshProductRating) sees every review written before it. `FOR NO KEY UPDATE` is the lock an UPDATE of the row
 * takes anyway; it leaves foreign-key checks (an order line, a favourite of the product) free to go on.
 * Returns the product's id and seller, or nothing when it is not published.
 */
export async function lockProductForReviews(
  tx: Db,
  where: { slug: string } | { id: string },
): Promise<{ id: string; seller_id: string; seller_user_id: string } | undefined> {
  const condition = 'slug' in where ? sql`p.slug = ${where.slug}` : sql`p.id = ${where.id}`;
  const [found] = await rows<{ id: string; seller_id: string; seller_user_id: string }>(
    tx,
    sql`select p.id, p.seller_id, s.user_id as seller_user_id
        from products p join seller_profiles s on s.id = p.seller_id
        where ${condition} and p.status = 'published'
        for no key update of p`,
  );
  return found;
}

/**
 * The exact rating of one product, recounted from its published reviews inside the transaction that changed them,
 * after lockProductForReviews: under READ COMMITTED this statement sees every committed review and its own
 * transaction's change, and no other writer of the product's reviews can be in progress. The seller's figures
 * (core/sellers/get-seller-page.ts) are weighted sums of these columns, so they stay exact too.
 */
export async function refreshProductRating(tx: Db, productId: string): Promise<void> {
  await tx.execute(sql`
    update products p set rating_count = r.n, rating_avg = coalesce(r.avg, 0)
    from (select count(*)::int as n, round(avg(rating), 2) as avg
          from reviews where product_id = ${productId} and status = 'published') r
    where p.id = ${productId}
      and (p.rating_count, p.rating_avg) is distinct from (r.n, coalesce(r.avg, 0))`);
}
