import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';
import { timestamp } from '../shared/sql-time.ts';
import { postErrors } from './post-errors.ts';
import type { PostTarget } from './post-recipients.ts';
import { postLimits } from './posts.schema.ts';

const DAY_MS = 24 * 3_600_000;

/**
 * Refuses a post over the limits said on /dashboard/posts: one per audience (the same product's buyers, all buyers,
 * or followers) per 24 hours, five per 7 days; 429 with the wait. Counted from the creator's sent posts
 * (`creator_posts_seller_idx`), under the caller's lock on the seller so that two posts at once cannot both pass.
 */
export async function checkPostLimits(db: Db, target: PostTarget, now: Date): Promise<void> {
  const weekAgo = new Date(now.getTime() - 7 * DAY_MS);
  const sameAudience = sql`audience = ${target.audience}
    and product_id is not distinct from ${target.productId ?? null}::uuid
    and created_at > ${timestamp(new Date(now.getTime() - DAY_MS))}`;
  const [row] = await rows<{ week: number; oldest: string | null; same_day: number; oldest_same: string | null }>(
    db,
    sql`select count(*)::int as week, min(created_at) as oldest,
               (count(*) filter (where ${sameAudience}))::int as same_day,
               min(created_at) filter (where ${sameAudience}) as oldest_same
        from creator_posts where seller_id = ${target.sellerId} and created_at > ${timestamp(weekAgo)}`,
  );
  const wait = (from: string, span: number) =>
    Math.max(1, Math.ceil((new Date(from).getTime() + span - now.getTime()) / 1000));
  if (row?.oldest_same && Number(row.same_day) >= postLimits.perAudiencePerDay) {
    throw postErrors.rateLimited('audience_rate_limited', wait(row.oldest_same, DAY_MS));
  }
  if (row && Number(row.week) >= postLimits.perWeek && row.oldest) {
    throw postErrors.rateLimited('week_rate_limited', wait(row.oldest, 7 * DAY_MS));
  }
}
