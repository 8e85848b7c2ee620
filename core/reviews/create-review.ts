import type { Db } from '../../db/client.ts';
import { reviews } from '../../db/schema/index.ts';
import { requireVerifiedEmail, type Viewer } from '../accounts/viewer.ts';
import type { Clock } from '../ports/clock.ts';
import { isUniqueViolation } from '../shared/unique-violation.ts';
import { checkExperienceDate } from './experience-date.ts';
import type { PublishedReview } from './published-review.ts';
import { findPurchase } from './purchase.ts';
import { lockProductForReviews, refreshProductRating } from './refresh-ratings.ts';
import { reviewById } from './review-by-id.ts';
import { reviewErrors } from './review-errors.ts';
import { type ReviewInput, reviewInput } from './reviews.schema.ts';

/**
 * Publishes the viewer's review of a published product. Only a buyer with a paid, unrefunded order of it may (403
 * `not_a_buyer` otherwise, nothing written), once (409 `already_reviewed`); the date of the experience lies between
 * that order and today. The product's rating is recounted in the same transaction, under the product's row lock.
 */
export async function createReview(
  { db, clock }: { db: Db; clock: Clock },
  viewer: Viewer | null,
  slug: string,
  input: unknown,
): Promise<PublishedReview> {
  const v = requireVerifiedEmail(viewer);
  const fields: ReviewInput = reviewInput.parse(input);
  let id: string;
  try {
    id = await db.transaction(async (tx) => {
      const product = await lockProductForReviews(tx, { slug });
      if (!product) throw reviewErrors.productNotFound();
      if (product.seller_user_id === v.userId) throw reviewErrors.ownProduct();
      const purchase = await findPurchase(tx, v.userId, product.id);
      if (!purchase) throw reviewErrors.notABuyer();
      checkExperienceDate(clock, fields.experiencedAt, purchase.firstPaidDay);
      const [inserted] = await tx
        .insert(reviews)
        .values({
          productId: product.id,
          buyerId: v.userId,
          orderItemId: purchase.orderItemId,
          rating: fields.rating,
          title: fields.title,
          body: fields.body,
          experiencedAt: fields.experiencedAt,
        })
        .onConflictDoNothing({ target: [reviews.productId, reviews.buyerId] })
        .returning({ id: reviews.id });
      if (!inserted) throw reviewErrors.alreadyReviewed();
      await refreshProductRating(tx, product.id);
      return inserted.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw reviewErrors.alreadyReviewed();
    throw error;
  }
  return (await reviewById(db, id)) as PublishedReview;
}
