import { and, eq } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.ts';
import { products, sellerProfiles, user } from '../../../db/schema/index.ts';

/**
 * Bans a user (`ban`) or lifts their ban (null), and moves their seller profile's products with it: a ban suspends
 * the published ones (cause `seller_banned`); lifting it publishes again those a ban suspended, never those
 * suspended by moderation. Answers the ids of the products moved.
 */
export async function setBan(tx: Db, userId: string, ban: { reason: string } | null, now: Date): Promise<string[]> {
  await tx
    .update(user)
    .set({ banned: ban !== null, banReason: ban?.reason ?? null, banExpires: null, updatedAt: now })
    .where(eq(user.id, userId));
  const [seller] = await tx
    .select({ id: sellerProfiles.id })
    .from(sellerProfiles)
    .where(eq(sellerProfiles.userId, userId));
  if (!seller) return [];
  const suspension: PgUpdateSetSource<typeof products> = ban
    ? { status: 'suspended', suspensionCause: 'seller_banned', suspendedAt: now, suspensionReason: ban.reason }
    : { status: 'published', suspensionCause: null, suspendedAt: null, suspensionReason: null };
  const moved = await tx
    .update(products)
    .set({ ...suspension, updatedAt: now })
    .where(
      and(
        eq(products.sellerId, seller.id),
        ban ? eq(products.status, 'published') : eq(products.status, 'suspended'),
        ban ? undefined : eq(products.suspensionCause, 'seller_banned'),
      ),
    )
    .returning({ id: products.id });
  return moved.map((product) => product.id);
}
