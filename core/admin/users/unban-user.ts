import { and, eq } from 'drizzle-orm';
import { products, sellerProfiles, user } from '../../../db/schema/index.ts';
import type { Locale } from '../../../i18n/config.ts';
import { requireAdmin, type Viewer } from '../../accounts/viewer.ts';
import { queueAccountEmail } from './account-email.ts';
import type { ActionContext, AdminUserDeps } from './admin-user-deps.ts';
import { lockUser } from './lock-user.ts';
import { recordUserAction } from './record-user-action.ts';

/**
 * An administrator lifts a ban, with a reason, in one transaction: the account usable again, the products its ban
 * suspended (`seller_banned`) published again — never those suspended by moderation —, the audit log, and an
 * e-mail to the user. Lifting a ban that is not there is a no-op.
 */
export async function unbanUser(
  deps: AdminUserDeps,
  viewer: Viewer | null,
  input: { userId: string; reason: string } & ActionContext,
): Promise<{ changed: boolean; productsRestored: number }> {
  const admin = requireAdmin(viewer);
  return deps.db.transaction(async (tx) => {
    const target = await lockUser(tx, input.userId);
    if (!target.banned) return { changed: false, productsRestored: 0 };
    const now = deps.clock.now();
    await tx
      .update(user)
      .set({ banned: false, banReason: null, banExpires: null, updatedAt: now })
      .where(eq(user.id, target.id));
    const [seller] = await tx
      .select({ id: sellerProfiles.id })
      .from(sellerProfiles)
      .where(eq(sellerProfiles.userId, target.id));
    const restored = seller
      ? await tx
          .update(products)
          .set({
            status: 'published',
            suspensionCause: null,
            suspendedAt: null,
            suspensionReason: null,
            updatedAt: now,
          })
          .where(
            and(
              eq(products.sellerId, seller.id),
              eq(products.status, 'suspended'),
              eq(products.suspensionCause, 'seller_banned'),
            ),
          )
          .returning({ id: products.id })
      : [];
    await recordUserAction(tx, admin, target, input, {
      action: 'user.unban',
      before: { banned: true, banReason: target.banReason },
      after: { banned: false },
      reason: input.reason,
      details: { productsRestored: restored.map((p) => p.id) },
      at: now,
    });
    await queueAccountEmail(
      tx,
      deps,
      { email: target.email, name: target.name, locale: target.locale as Locale },
      'accountUnbanned',
      { reason: input.reason },
      '/auth',
    );
    return { changed: true, productsRestored: restored.length };
  });
}
