import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { requireViewer, type Viewer } from '../accounts/viewer.ts';
import type { Clock } from '../ports/clock.ts';
import type { PublishedReview } from './published-review.ts';
import { lockReview, reviewById } from './review-by-id.ts';
import { reviewErrors } from './review-errors.ts';
import { replyInput } from './reviews.schema.ts';

/**
 * The seller's public answer to a published review of their product: `create` once (409 `reply_exists` after),
 * `edit` the one written (404 `reply_not_found` before). Anyone else is refused (403 `not_product_seller`).
 */
export async function replyToReview(
  { db, clock }: { db: Db; clock: Clock },
  viewer: Viewer | null,
  id: string,
  input: unknown,
  mode: 'create' | 'edit' = 'create',
): Promise<PublishedReview> {
  const v = requireViewer(viewer);
  const { reply } = replyInput.parse(input);
  await db.transaction(async (tx) => {
    const review = await lockReview(tx, id);
    if (review?.status !== 'published') throw reviewErrors.reviewNotFound();
    if (review.seller_user_id !== v.userId) throw reviewErrors.notProductSeller();
    if (mode === 'create' && review.seller_reply !== null) throw reviewErrors.replyExists();
    if (mode === 'edit' && review.seller_reply === null) throw reviewErrors.replyNotFound();
    await tx.execute(
      sql`update reviews set seller_reply = ${reply}, reply_at = ${clock.now().toISOString()}::timestamptz where id = ${id}`,
    );
  });
  return (await reviewById(db, id)) as PublishedReview;
}
