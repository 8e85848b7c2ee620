import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';
import { requireViewer, type Viewer } from '../accounts/viewer.ts';
import { fileReport } from '../shared/file-report.ts';
import { reviewErrors } from './review-errors.ts';
import { reportInput, reviewId } from './reviews.schema.ts';

/**
 * Reports a published review to the moderators (the `reports` table): any signed-in user, once per review — a
 * second report is refused with 409 `already_reported` and not stored (unique reporter, target).
 */
export async function reportReview(
  { db }: { db: Db },
  viewer: Viewer | null,
  id: string,
  input: unknown,
): Promise<{ id: string }> {
  const v = requireViewer(viewer);
  const { reason, details } = reportInput.parse(input);
  if (!reviewId.safeParse(id).success) throw reviewErrors.reviewNotFound();
  const [review] = await rows<{ id: string }>(
    db,
    sql`select r.id from reviews r join products p on p.id = r.product_id
        where r.id = ${id} and r.status = 'published' and p.status = 'published'`,
  );
  if (!review) throw reviewErrors.reviewNotFound();
  return fileReport(
    db,
    { reporterId: v.userId, targetType: 'review', targetId: review.id, reason, details },
    reviewErrors.alreadyReported,
  );
}
