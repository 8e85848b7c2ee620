import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';
import { creatorPostMutes, sellerFollows } from '../../db/schema/index.ts';
import type { Clock } from '../ports/clock.ts';
import { postErrors } from './post-errors.ts';
import { readUnsubscribeToken } from './post-unsubscribe-token.ts';

/**
 * The e-mails' one-click unsubscribe (RFC 8058; no sign-in): the user receives no more posts from that creator —
 * neither in the app nor by e-mail — and no longer follows them. Idempotent; answers the creator's name.
 */
export async function unsubscribeCreatorPosts(
  deps: { db: Db; clock: Clock; secret: string },
  token: string,
): Promise<{ sellerName: string }> {
  const found = readUnsubscribeToken(deps.secret, token);
  if (!found) throw postErrors.linkInvalid();
  // The creator, and the user still there (an account deleted since the e-mail has nothing to stop).
  const [seller] = await rows<{ name: string }>(
    deps.db,
    sql`select s.public_name as name from seller_profiles s
        where s.id = ${found.sellerId} and exists (select 1 from "user" u where u.id = ${found.userId})`,
  );
  if (!seller) throw postErrors.linkInvalid();
  await deps.db.transaction(async (tx) => {
    await tx
      .insert(creatorPostMutes)
      .values({ userId: found.userId, sellerId: found.sellerId, createdAt: deps.clock.now() })
      .onConflictDoNothing();
    await tx
      .delete(sellerFollows)
      .where(and(eq(sellerFollows.userId, found.userId), eq(sellerFollows.sellerId, found.sellerId)));
  });
  return { sellerName: seller.name };
}
