import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  account,
  carts,
  collections,
  favorites,
  knownDevices,
  newsletterSubscribers,
  notifications,
  products,
  profiles,
  sellerApplications,
  sellerProfiles,
  session,
  twoFactor,
  user,
  userRoles,
  verification,
} from '../../db/schema/index.ts';
import { requireViewer, type Viewer } from './viewer.ts';

/** The address an erased account keeps: unique, and no mail can ever reach it (RFC 2606 `.invalid`). */
export const erasedEmail = (userId: string) => `erased-${userId}@deleted.invalid`;

/**
 * Deletes the account (GDPR art. 17): sign-in methods, sessions, second factor, roles, lists, cart,
 * notifications, newsletter and seller identity are deleted; the seller's products are withdrawn. The
 * user row stays, anonymised and unable to sign in, because orders and invoices must be kept (10 years,
 * French Commercial Code L123-22) and reviews stay attached to their verified purchase without a name.
 * The caller has re-authenticated the user.
 */
export async function deleteAccount({ db }: { db: Db }, viewer: Viewer | null) {
  const v = requireViewer(viewer);
  const id = v.userId;
  await db.transaction(async (tx) => {
    const [seller] = await tx
      .select({ id: sellerProfiles.id })
      .from(sellerProfiles)
      .where(eq(sellerProfiles.userId, id));
    if (seller) {
      await tx.update(products).set({ status: 'archived' }).where(eq(products.sellerId, seller.id));
      await tx
        .update(sellerProfiles)
        .set({ publicName: '—', bio: '', avatarUrl: null, website: null, contactEmail: null, expertise: [] })
        .where(eq(sellerProfiles.id, seller.id));
    }
    for (const [table, column] of [
      [session, session.userId],
      [account, account.userId],
      [twoFactor, twoFactor.userId],
      [knownDevices, knownDevices.userId],
      [userRoles, userRoles.userId],
      [favorites, favorites.userId],
      [collections, collections.userId],
      [carts, carts.userId],
      [notifications, notifications.userId],
      [sellerApplications, sellerApplications.userId],
    ] as const) {
      await tx.delete(table).where(eq(column, id));
    }
    await tx.delete(verification).where(eq(verification.value, id));
    await tx.delete(newsletterSubscribers).where(eq(newsletterSubscribers.email, v.email));
    await tx
      .update(profiles)
      .set({ displayName: null, avatarUrl: null, email: erasedEmail(id) })
      .where(eq(profiles.id, id));
    await tx
      .update(user)
      .set({
        name: '',
        email: erasedEmail(id),
        emailVerified: false,
        image: null,
        phoneNumber: null,
        phoneNumberVerified: false,
        twoFactorEnabled: false,
        banned: true,
        banReason: 'account_deleted',
      })
      .where(eq(user.id, id));
  });
}
