import { and, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  messages,
  orders,
  partners,
  products,
  profiles,
  reports,
  reviews,
  sellerProfiles,
  session,
  user,
  userRoles,
} from '../../../db/schema/index.ts';
import { type Role, requireAdmin, type Viewer } from '../../accounts/viewer.ts';
import type { Clock } from '../../ports/clock.ts';
import { adminUserErrors as errors } from './admin-user-errors.ts';

const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);

/**
 * One user as the administrators see them: account, roles, ban, their latest orders, their products (a seller), the
 * reports about them or their content (products, reviews, messages), and their live sessions.
 */
export async function getUserDetail({ db, clock }: { db: Db; clock: Clock }, viewer: Viewer | null, userId: string) {
  requireAdmin(viewer);
  const [account] = await db
    .select({
      id: user.id,
      name: user.name,
      displayName: profiles.displayName,
      email: user.email,
      emailVerified: user.emailVerified,
      twoFactorEnabled: user.twoFactorEnabled,
      banned: user.banned,
      banReason: user.banReason,
      createdAt: user.createdAt,
      locale: profiles.locale,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(eq(user.id, userId));
  if (!account) throw errors.notFound();
  const [roleRows, [seller], [partner], orderRows, sessionRows] = await Promise.all([
    db
      .select({ role: userRoles.role, grantedAt: userRoles.createdAt })
      .from(userRoles)
      .where(eq(userRoles.userId, userId)),
    db
      .select({ id: sellerProfiles.id, publicName: sellerProfiles.publicName, certifiedAt: sellerProfiles.certifiedAt })
      .from(sellerProfiles)
      .where(eq(sellerProfiles.userId, userId)),
    db.select({ id: partners.id, code: partners.code }).from(partners).where(eq(partners.userId, userId)),
    db
      .select({
        id: orders.id,
        number: orders.number,
        status: orders.status,
        totalCents: orders.totalCents,
        createdAt: orders.createdAt,
      })
      .from(orders)
      .where(eq(orders.buyerId, userId))
      .orderBy(desc(orders.createdAt))
      .limit(20),
    db
      .select({
        id: session.id,
        userAgent: session.userAgent,
        ipAddress: session.ipAddress,
        createdAt: session.createdAt,
        expiresAt: session.expiresAt,
        impersonatedBy: session.impersonatedBy,
      })
      .from(session)
      .where(eq(session.userId, userId))
      .orderBy(desc(session.createdAt)),
  ]);
  const productRows = seller
    ? await db
        .select({
          id: products.id,
          slug: products.slug,
          title: products.title,
          status: products.status,
          suspensionCause: products.suspensionCause,
        })
        .from(products)
        .where(eq(products.sellerId, seller.id))
        .orderBy(desc(products.createdAt))
        .limit(100)
    : [];
  const [reviewIds, messageIds] = await Promise.all([
    db.select({ id: reviews.id }).from(reviews).where(eq(reviews.buyerId, userId)),
    db.select({ id: messages.id }).from(messages).where(eq(messages.senderId, userId)),
  ]);
  const about: SQL[] = [and(eq(reports.targetType, 'user'), eq(reports.targetId, userId)) as SQL];
  const targets = [
    ['product', productRows.map((p) => p.id)],
    ['review', reviewIds.map((r) => r.id)],
    ['message', messageIds.map((m) => m.id)],
  ] as const;
  for (const [type, ids] of targets) {
    if (ids.length > 0) about.push(and(eq(reports.targetType, type), inArray(reports.targetId, ids)) as SQL);
  }
  const reportRows = await db
    .select({
      id: reports.id,
      targetType: reports.targetType,
      targetId: reports.targetId,
      reason: reports.reason,
      status: reports.status,
      createdAt: reports.createdAt,
    })
    .from(reports)
    .where(or(...about))
    .orderBy(desc(reports.createdAt))
    .limit(50);
  const now = clock.now().getTime();
  return {
    user: {
      id: account.id,
      name: account.displayName?.trim() || account.name.trim() || account.email,
      email: account.email,
      emailVerified: account.emailVerified,
      twoFactorEnabled: account.twoFactorEnabled,
      banned: account.banned,
      banReason: account.banReason,
      joinedAt: iso(account.createdAt) as string,
      locale: account.locale ?? 'fr',
    },
    roles: roleRows.map((r) => ({ role: r.role as Role, grantedAt: iso(r.grantedAt) })),
    seller: seller ? { id: seller.id, publicName: seller.publicName, certifiedAt: iso(seller.certifiedAt) } : null,
    partner: partner ?? null,
    orders: orderRows.map((o) => ({ ...o, createdAt: iso(o.createdAt) as string })),
    products: productRows,
    reports: reportRows.map((r) => ({ ...r, createdAt: iso(r.createdAt) as string })),
    sessions: sessionRows
      .filter((s) => new Date(s.expiresAt).getTime() > now)
      .map((s) => ({ ...s, createdAt: iso(s.createdAt) as string, expiresAt: iso(s.expiresAt) as string })),
  };
}

export type AdminUserDetail = Awaited<ReturnType<typeof getUserDetail>>;
