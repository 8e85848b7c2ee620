import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';
import {
  type PublishedReview,
  type PublishedReviewRow,
  publishedReviewColumns,
  toPublishedReview,
} from './published-review.ts';
import { reviewId } from './reviews.schema.ts';

/** A review as the pages show it, whatever its status (for its author and the answers of the write use cases). */
export async function reviewById(db: Db, id: string): Promise<PublishedReview | undefined> {
  const [row] = await rows<PublishedReviewRow>(
    db,
    sql`select ${publishedReviewColumns} from reviews r left join profiles pr on pr.id = r.buyer_id where r.id = ${id}`,
  );
  return row ? toPublishedReview(row) : undefined;
}

/** A review locked for a change, with what its moderation and its answers name: the product and its seller. */
export interface LockedReview {
  id: string;
  product_id: string;
  buyer_id: string;
  status: 'published' | 'hidden';
  hidden_reason: string | null;
  seller_reply: string | null;
  product_title: string;
  product_slug: string;
  seller_user_id: string;
}

/**
 * A review with its product and seller, locked for a change by the caller's transaction: the product row first (the
 * order every review write of a product follows, see lockProductForReviews), then the review itself.
 */
export async function lockReview(tx: Db, id: string): Promise<LockedReview | undefined> {
  if (!reviewId.safeParse(id).success) return undefined;
  const [target] = await rows<{ product_id: string }>(tx, sql`select product_id from reviews where id = ${id}`);
  if (!target) return undefined;
  await tx.execute(sql`select id from products where id = ${target.product_id} for no key update`);
  const [row] = await rows<LockedReview>(
    tx,
    sql`select r.id, r.product_id, r.buyer_id, r.status, r.hidden_reason, r.seller_reply, p.title as product_title,
               p.slug as product_slug, s.user_id as seller_user_id
        from reviews r join products p on p.id = r.product_id join seller_profiles s on s.id = p.seller_id
        where r.id = ${id}
        for update of r`,
  );
  return row;
}
