import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { requireVerifiedEmail, type Viewer } from '../accounts/viewer.ts';
import type { Clock } from '../ports/clock.ts';
import { checkExperienceDate } from './experience-date.ts';
import type { PublishedReview } from './published-review.ts';
import { findPurchase } from './purchase.ts';
import { refreshProductRating } from './refresh-ratings.ts';
import { lockReview, reviewById } from './review-by-id.ts';
import { reviewErrors } from './review-errors.ts';
import { reviewInput } from './reviews.schema.ts';

/**
 * Rewrites the viewer's own review (rating, title, text, date of the experience). Someone else's review is 404, as
 * if it did not exist; a buyer refunded since is no longer a buyer (403 `not_a_buyer`) and may only delete it.
 */
export async function updateReview(
  { db, clock }: { db: Db; clock: Clock },
  viewer: Viewer | null,
  id: string,
  input: unknown,
): Promise<PublishedReview> {
  const v = requireVerifiedEmail(viewer);
  const fields = reviewInput.parse(input);
  await db.transaction(async (tx) => {
    const review = await lockReview(tx, id);
    if (!review || review.buyer_id !== v.userId) throw reviewErrors.reviewNotFound();
    const purchase = await findPurchase(tx, v.userId, review.product_id);
    if (!purchase) throw reviewErrors.notABuyer();
    checkExperienceDate(clock, fields.experiencedAt, purchase.firstPaidDay);
    await tx.execute(sql`
      update reviews set rating = ${fields.rating}, title = ${fields.title}, body = ${fields.body},
        experienced_at = ${fields.experiencedAt}, updated_at = now()
      where id = ${id} and buyer_id = ${v.userId}`);
    await refreshProductRating(tx, review.product_id);
  });
  return (await reviewById(db, id)) as PublishedReview;
}
