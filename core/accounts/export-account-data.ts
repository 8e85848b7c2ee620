import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  account,
  collectionItems,
  collections,
  contactMessages,
  conversations,
  creatorPostMutes,
  deploymentRequests,
  favorites,
  invoices,
  knownDevices,
  messages,
  newsletterSubscribers,
  notifications,
  orderItems,
  orders,
  profiles,
  reports,
  reviews,
  sellerApplications,
  sellerFollows,
  sellerProfiles,
  session,
  subscriptions,
  user,
  userRoles,
} from '../../db/schema/index.ts';
import type { Clock } from '../ports/clock.ts';
import { requireViewer, type Viewer } from './viewer.ts';

/**
 * Everything we hold on the user (GDPR art. 15 and 20), as one JSON document: account, profile, roles,
 * sessions and sign-in methods (without tokens, password hashes or two-factor secrets), lists, orders,
 * invoices, reviews, messages, seller data, newsletter and contact messages.
 */
export async function exportAccountData({ db, clock }: { db: Db; clock: Clock }, viewer: Viewer | null) {
  const v = requireViewer(viewer);
  const id = v.userId;
  const [u] = await db.select().from(user).where(eq(user.id, id));
  const userOrders = await db.select().from(orders).where(eq(orders.buyerId, id));
  const orderIds = userOrders.map((o) => o.id);
  const userCollections = await db.select().from(collections).where(eq(collections.userId, id));
  const userConversations = await db.select().from(conversations).where(eq(conversations.buyerId, id));
  const [
    [profile],
    roles,
    sessions,
    accounts,
    devices,
    items,
    userInvoices,
    userFavorites,
    userCollectionItems,
    userReviews,
    userReports,
    userMessages,
    userNotifications,
    userSubscriptions,
    applications,
    sellerProfile,
    newsletter,
    contacts,
    follows,
    postMutes,
  ] = await Promise.all([
    db.select().from(profiles).where(eq(profiles.id, id)),
    db.select({ role: userRoles.role, grantedAt: userRoles.createdAt }).from(userRoles).where(eq(userRoles.userId, id)),
    db
      .select({
        createdAt: session.createdAt,
        lastUsedAt: session.updatedAt,
        expiresAt: session.expiresAt,
        ipAddress: session.ipAddress,
        userAgent: session.userAgent,
      })
      .from(session)
      .where(eq(session.userId, id)),
    db
      .select({ provider: account.providerId, createdAt: account.createdAt })
      .from(account)
      .where(eq(account.userId, id)),
    db
      .select({ firstSeenAt: knownDevices.firstSeenAt, lastSeenAt: knownDevices.lastSeenAt })
      .from(knownDevices)
      .where(eq(knownDevices.userId, id)),
    orderIds.length ? db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds)) : [],
    orderIds.length ? db.select().from(invoices).where(inArray(invoices.orderId, orderIds)) : [],
    db.select().from(favorites).where(eq(favorites.userId, id)),
    userCollections.length
      ? db
          .select()
          .from(collectionItems)
          .where(
            inArray(
              collectionItems.collectionId,
              userCollections.map((c) => c.id),
            ),
          )
      : [],
    db.select().from(reviews).where(eq(reviews.buyerId, id)),
    db.select().from(reports).where(eq(reports.reporterId, id)),
    db.select().from(messages).where(eq(messages.senderId, id)),
    db.select().from(notifications).where(eq(notifications.userId, id)),
    db.select().from(subscriptions).where(eq(subscriptions.userId, id)),
    db.select().from(sellerApplications).where(eq(sellerApplications.userId, id)),
    db.select().from(sellerProfiles).where(eq(sellerProfiles.userId, id)),
    db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, v.email)),
    db.select().from(contactMessages).where(eq(contactMessages.userId, id)),
    db.select().from(sellerFollows).where(eq(sellerFollows.userId, id)),
    db.select().from(creatorPostMutes).where(eq(creatorPostMutes.userId, id)),
  ]);
  return {
    exportedAt: clock.now().toISOString(),
    account: u && {
      id: u.id,
      name: u.name,
      email: u.email,
      emailVerified: u.emailVerified,
      phoneNumber: u.phoneNumber,
      phoneNumberVerified: u.phoneNumberVerified,
      twoFactorEnabled: u.twoFactorEnabled,
      createdAt: u.createdAt,
    },
    profile,
    roles,
    signInMethods: accounts,
    sessions,
    devices,
    favorites: userFavorites,
    collections: userCollections.map((c) => ({
      ...c,
      items: userCollectionItems.filter((i) => i.collectionId === c.id),
    })),
    orders: userOrders.map((o) => ({ ...o, items: items.filter((i) => i.orderId === o.id) })),
    invoices: userInvoices,
    subscriptions: userSubscriptions,
    reviews: userReviews,
    reports: userReports,
    conversations: userConversations,
    messages: userMessages,
    notifications: userNotifications,
    seller: { applications, profile: sellerProfile[0] ?? null },
    newsletter: newsletter.map(({ token: _token, ...rest }) => rest),
    contactMessages: contacts,
    /** The creators followed, and those whose posts were turned off (core/posts). */
    follows,
    creatorPostsUnsubscribed: postMutes,
    /** The deployment requests the user opened (decision 0046): their steps and notes; the secrets never leave. */
    deploymentRequests: await db.select().from(deploymentRequests).where(eq(deploymentRequests.buyerId, id)),
  };
}
