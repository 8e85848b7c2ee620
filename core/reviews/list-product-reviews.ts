import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';
import {
  type PublishedReview,
  type PublishedReviewRow,
  publishedReviewColumns,
  toPublishedReview,
} from './published-review.ts';
import { reviewErrors } from './review-errors.ts';
import type { ListReviewsQuery } from './reviews.schema.ts';

export type Star = 1 | 2 | 3 | 4 | 5;

/** The published reviews of a product in figures: how many, their average, and how many per star. */
export interface RatingSummary {
  /** Rounded to 2 decimals, as `products.rating_avg`; 0 without reviews. */
  average: number;
  count: number;
  distribution: Record<Star, number>;
}

export interface ProductReviews {
  product: { id: string; slug: string; title: string; sellerId: string; sellerName: string };
  rating: RatingSummary;
  data: PublishedReview[];
  meta: { total: number; page: number; per_page: number; pages: number };
}

/**
 * One page of a published product's published reviews, newest first, with the rating distribution (404
 * `product_not_found` for an unknown slug). A page past the last is answered empty, with `pages` to go back to.
 */
export async function listProductReviews(
  { db }: { db: Db },
  slug: string,
  { page, per_page }: ListReviewsQuery,
): Promise<ProductReviews> {
  const [product] = await rows<{ id: string; slug: string; title: string; seller_id: string; seller_name: string }>(
    db,
    sql`select p.id, p.slug, p.title, p.seller_id, s.public_name as seller_name
        from products p join seller_profiles s on s.id = p.seller_id
        where p.slug = ${slug} and p.status = 'published'`,
  );
  if (!product) throw reviewErrors.productNotFound();
  const [counts, pageRows] = await Promise.all([
    rows<{ rating: number; n: number }>(
      db,
      sql`select rating, count(*)::int as n from reviews
          where product_id = ${product.id} and status = 'published' group by rating`,
    ),
    rows<PublishedReviewRow>(
      db,
      sql`select ${publishedReviewColumns}
          from reviews r left join profiles pr on pr.id = r.buyer_id
          where r.product_id = ${product.id} and r.status = 'published'
          order by r.created_at desc nulls last, r.id
          limit ${per_page} offset ${(page - 1) * per_page}`,
    ),
  ]);
  const distribution: Record<Star, number> = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  let total = 0;
  let sum = 0;
  for (const { rating, n } of counts) {
    distribution[rating as Star] = Number(n);
    total += Number(n);
    sum += rating * Number(n);
  }
  return {
    product: {
      id: product.id,
      slug: product.slug,
      title: product.title,
      sellerId: product.seller_id,
      sellerName: product.seller_name,
    },
    rating: { average: total ? Math.round((sum / total) * 100) / 100 : 0, count: total, distribution },
    data: pageRows.map(toPublishedReview),
    meta: { total, page, per_page, pages: Math.max(1, Math.ceil(total / per_page)) },
  };
}
