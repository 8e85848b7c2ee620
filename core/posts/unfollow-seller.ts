import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sellerFollows } from '../../db/schema/index.ts';
import { requireViewer, type Viewer } from '../accounts/viewer.ts';
import type { Clock } from '../ports/clock.ts';
import { countFollowChange } from './follow-rate-limit.ts';
import { postErrors } from './post-errors.ts';
import { sellerId as sellerIdSchema } from './posts.schema.ts';

/** The viewer stops following a creator (a no-op when they did not); their posts to buyers still reach a buyer. */
export async function unfollowSeller(
  deps: { db: Db; clock: Clock },
  viewer: Viewer | null,
  sellerId: string,
): Promise<{ following: false }> {
  const v = requireViewer(viewer);
  if (!sellerIdSchema.safeParse(sellerId).success) throw postErrors.sellerNotFound();
  await countFollowChange(deps, v.userId);
  await deps.db
    .delete(sellerFollows)
    .where(and(eq(sellerFollows.userId, v.userId), eq(sellerFollows.sellerId, sellerId)));
  return { following: false };
}
