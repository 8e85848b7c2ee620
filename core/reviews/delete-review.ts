import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { requireViewer, type Viewer } from '../accounts/viewer.ts';
import { refreshProductRating } from './refresh-ratings.ts';
import { lockReview } from './review-by-id.ts';
import { reviewErrors } from './review-errors.ts';

/** Deletes the viewer's own review and recounts the product's rating; someone else's review is 404. */
export async function deleteReview({ db }: { db: Db }, viewer: Viewer | null, id: string): Promise<void> {
  const v = requireViewer(viewer);
  await db.transaction(async (tx) => {
    const review = await lockReview(tx, id);
    if (!review || review.buyer_id !== v.userId) throw reviewErrors.reviewNotFound();
    await tx.execute(sql`delete from reviews where id = ${id} and buyer_id = ${v.userId}`);
    await refreshProductRating(tx, review.product_id);
  });
}
