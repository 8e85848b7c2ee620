import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';
import type { Viewer } from '../accounts/viewer.ts';
import type { Clock } from '../ports/clock.ts';
import type { PublishedReview } from './published-review.ts';
import { findPurchase, parisDay } from './purchase.ts';
import { reviewById } from './review-by-id.ts';

/** What the viewer may do on a product's reviews page (the use cases check it all again). */
export interface ReviewPermissions {
  /** `visitor`: not signed in; `seller`: the product's own seller; `buyer`: may write or owns a review; `other`. */
  role: 'visitor' | 'seller' | 'buyer' | 'other';
  /** The viewer's own review of the product (any status), to edit or delete. */
  ownReview: (PublishedReview & { hidden: boolean; hiddenReason: string | null }) | null;
  /** A buyer without a review yet: the form is shown, with these bounds on the date of the experience. */
  canWrite: boolean;
  experienceDays: { min: string; max: string } | null;
  /** Among `reviewIds`, those the viewer already reported. */
  reportedIds: string[];
}

export async function getReviewPermissions(
  { db, clock }: { db: Db; clock: Clock },
  viewer: Viewer | null,
  product: { id: string; sellerId: string },
  reviewIds: readonly string[],
): Promise<ReviewPermissions> {
  if (!viewer) return { role: 'visitor', ownReview: null, canWrite: false, experienceDays: null, reportedIds: [] };
  const [[seller], [own], purchase, reported] = await Promise.all([
    rows<{ id: string }>(
      db,
      sql`select id from seller_profiles where id = ${product.sellerId} and user_id = ${viewer.userId}`,
    ),
    rows<{ id: string; status: string; hidden_reason: string | null }>(
      db,
      sql`select id, status, hidden_reason from reviews where product_id = ${product.id} and buyer_id = ${viewer.userId}`,
    ),
    findPurchase(db, viewer.userId, product.id),
    reviewIds.length === 0
      ? Promise.resolve([])
      : rows<{ target_id: string }>(
          db,
          sql`select target_id from reports where reporter_id = ${viewer.userId} and target_type = 'review'
              and target_id in (${sql.join(
                reviewIds.map((id) => sql`${id}::uuid`),
                sql`, `,
              )})`,
        ),
  ]);
  const ownReview = own ? await reviewById(db, own.id) : undefined;
  const role = seller ? 'seller' : purchase || own ? 'buyer' : 'other';
  return {
    role,
    ownReview: ownReview
      ? { ...ownReview, hidden: own?.status !== 'published', hiddenReason: own?.hidden_reason ?? null }
      : null,
    canWrite: role === 'buyer' && !own && !!purchase,
    experienceDays: purchase ? { min: purchase.firstPaidDay, max: parisDay(clock.now()) } : null,
    reportedIds: reported.map((r) => r.target_id),
  };
}
