import { eq, inArray, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  account,
  carts,
  collections,
  contactMessages,
  emailOutbox,
  favorites,
  knownDevices,
  newsletterSubscribers,
  notifications,
  products,
  profiles,
  sellerApplications,
  sellerProfiles,
  session,
  smsOutbox,
  twoFactor,
  user,
  userRoles,
  verification,
} from '../../db/schema/index.ts';
import { avatarVariantsFromUrl } from '../media/profiles.ts';
import type { FileStore } from '../ports/file-store.ts';
import { avatarFileKeys } from './change-avatar.ts';
import { requireViewer, type Viewer } from './viewer.ts';

/** The kinds of e-mailed code of Better Auth's e-mail OTP plugin, each stored as `<type>-otp-<address>`. */
const otpTypes = ['sign-in', 'email-verification', 'forget-password', 'change-email'] as const;

/** The address an erased account keeps: unique, and no mail can ever reach it (RFC 2606 `.invalid`). */
export const erasedEmail = (userId: string) => `erased-${userId}@deleted.invalid`;

/**
 * Deletes the account (GDPR art. 17): sign-in methods, sessions, second factor, roles, lists, cart,
 * notifications, newsletter subscription, contact-form messages, the copies of the e-mails and text messages
 * sent to the person (outboxes), the avatar files and the seller identity are deleted; the seller's products
 * are withdrawn. The user row stays, anonymised and unable to sign in, because orders and invoices must be
 * kept (10 years, French Commercial Code L123-22) and reviews stay attached to their verified purchase
 * without a name. The caller has re-authenticated the user.
 *
 * Files cannot join the transaction: they are deleted once it has committed, so a failure leaves at worst
 * an orphan file, never a profile pointing at a missing one.
 */
export async function deleteAccount({ db, files }: { db: Db; files: FileStore }, viewer: Viewer | null) {
  const v = requireViewer(viewer);
  const id = v.userId;
  const fileKeys = await db.transaction(async (tx) => {
    // The addresses as stored now (the viewer may be a request old), before they are overwritten below.
    const [person] = await tx
      .select({ email: user.email, phoneNumber: user.phoneNumber })
      .from(user)
      .where(eq(user.id, id));
    const [profile] = await tx
      .select({ email: profiles.email, avatarUrl: profiles.avatarUrl, avatarVariants: profiles.avatarVariants })
      .from(profiles)
      .where(eq(profiles.id, id));
    const emails = [...new Set([v.email, person?.email, profile?.email].filter((e): e is string => !!e))].map((e) =>
      e.toLowerCase(),
    );
    const [seller] = await tx
      .select({ id: sellerProfiles.id, avatarUrl: sellerProfiles.avatarUrl })
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
    // Pending links and codes: those keyed by the user id, and the e-mailed and texted codes keyed by address.
    const codeKeys = [
      ...emails.flatMap((e) => otpTypes.map((type) => `${type}-otp-${e}`)),
      ...(person?.phoneNumber
        ? [`phone-number-otp-${person.phoneNumber}`, `phone-number-reset-${person.phoneNumber}`]
        : []),
    ];
    await tx.delete(verification).where(or(eq(verification.value, id), inArray(verification.identifier, codeKeys)));
    const sameAddress = (column: AnyPgColumn) => inArray(sql`lower(${column})`, emails);
    await tx.delete(newsletterSubscribers).where(sameAddress(newsletterSubscribers.email));
    await tx.delete(contactMessages).where(or(eq(contactMessages.userId, id), sameAddress(contactMessages.email)));
    await tx.delete(emailOutbox).where(sameAddress(emailOutbox.to));
    if (person?.phoneNumber) await tx.delete(smsOutbox).where(eq(smsOutbox.to, person.phoneNumber));
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
    // Every rendition of each avatar (core/media), not only the file its URL names.
    const sellerAvatar = seller?.avatarUrl ?? null;
    return [
      ...avatarFileKeys(files, profile?.avatarUrl, profile?.avatarVariants),
      ...avatarFileKeys(files, sellerAvatar, sellerAvatar ? avatarVariantsFromUrl(sellerAvatar, files.url('')) : null),
    ];
  });
  for (const key of fileKeys) await files.delete(key);
}
