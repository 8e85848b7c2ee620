import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { creatorPostMutes, sellerFollows, sellerProfiles } from '../../db/schema/index.ts';
import { requireVerifiedEmail, type Viewer } from '../accounts/viewer.ts';
import type { Clock } from '../ports/clock.ts';
import { countFollowChange } from './follow-rate-limit.ts';
import { postErrors } from './post-errors.ts';
import { sellerId as sellerIdSchema } from './posts.schema.ts';

/**
 * The viewer follows a creator (at once: a signed-in member with a verified address; decision 0045) and will
 * receive the posts they send to their followers. Following again is a new consent: it lifts an unsubscription
 * from that creator's posts. Nobody follows themselves; rate limited per account.
 */
export async function followSeller(
  deps: { db: Db; clock: Clock },
  viewer: Viewer | null,
  sellerId: string,
): Promise<{ following: true }> {
  const v = requireVerifiedEmail(viewer);
  if (!sellerIdSchema.safeParse(sellerId).success) throw postErrors.sellerNotFound();
  const [seller] = await deps.db
    .select({ userId: sellerProfiles.userId })
    .from(sellerProfiles)
    .where(eq(sellerProfiles.id, sellerId));
  if (!seller) throw postErrors.sellerNotFound();
  if (seller.userId === v.userId) throw postErrors.ownFollow();
  await countFollowChange(deps, v.userId);
  await deps.db.transaction(async (tx) => {
    await tx
      .insert(sellerFollows)
      .values({ userId: v.userId, sellerId, createdAt: deps.clock.now() })
      .onConflictDoNothing();
    await tx
      .delete(creatorPostMutes)
      .where(and(eq(creatorPostMutes.userId, v.userId), eq(creatorPostMutes.sellerId, sellerId)));
  });
  return { following: true };
}
