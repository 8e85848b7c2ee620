import { and, eq, isNull } from 'drizzle-orm';
import { gifts, licences } from '../../db/schema/index.ts';
import { requireViewer, type Viewer } from '../accounts/viewer.ts';
import type { CoreDeps } from '../deps.ts';
import { notifyUsers } from '../notifications/notify-users.ts';
import { HOUR_MS, hitRateLimit, rateLimitKey } from '../shared/rate-limit.ts';
import { findGift } from './find-gift.ts';
import { giftErrors } from './gift-errors.ts';

export const claimRateLimit = { limit: 20, windowMs: HOUR_MS };

/**
 * The signed-in holder of a claim link takes the gift: its licences become theirs (downloads follow the licence
 * owner). Any account may claim, the link being the proof; who did is recorded. Once only: the gift row is locked,
 * and a second claim, by anyone, is a 409 that tells its claimer the gift is already theirs.
 */
export async function claimGift(
  deps: Pick<CoreDeps, 'db' | 'clock'>,
  viewer: Viewer | null,
  input: { token: string; ip: string | null },
): Promise<{ orderItemId: string; title: string }> {
  const { userId } = requireViewer(viewer);
  const limit = await hitRateLimit(deps, rateLimitKey('gift-claim', input.ip), claimRateLimit);
  if (!limit.allowed) throw giftErrors.rateLimited(limit.retryAfterSeconds);

  return deps.db.transaction(async (tx) => {
    const gift = await findGift(tx, input.token, { lock: true });
    if (gift.claimed_by) throw giftErrors.alreadyClaimed(gift.claimed_by === userId);
    if (gift.buyer_id === userId) throw giftErrors.ownGift();
    const now = deps.clock.now();
    await tx
      .update(licences)
      .set({ ownerId: userId })
      .where(and(eq(licences.orderItemId, gift.order_item_id), isNull(licences.ownerId)));
    await tx.update(gifts).set({ claimedBy: userId, claimedAt: now }).where(eq(gifts.id, gift.id));
    await notifyUsers(tx, [
      {
        userId: gift.buyer_id,
        kind: 'giftClaimed',
        params: () => ({ title: gift.title, email: gift.recipient_email }),
        type: 'success',
        redirectUrl: '/dashboard/purchases',
      },
      {
        userId,
        kind: 'giftReceived',
        params: () => ({ title: gift.title }),
        type: 'success',
        redirectUrl: '/dashboard/purchases',
      },
    ]);
    return { orderItemId: gift.order_item_id, title: gift.title };
  });
}
