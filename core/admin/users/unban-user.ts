import { requireAdmin, type Viewer } from '../../accounts/viewer.ts';
import { notifyUsers } from '../../notifications/notify-users.ts';
import type { ActionContext, AdminUserDeps } from './admin-user-deps.ts';
import { lockUser } from './lock-user.ts';
import { recordUserAction } from './record-user-action.ts';
import { setBan } from './set-ban.ts';

/**
 * An administrator lifts a ban, with a reason, in one transaction: the account usable again, the products its ban
 * suspended (`seller_banned`) published again — never those suspended by moderation —, the audit log, and an
 * e-mail and a notification to the user. Lifting a ban that is not there is a no-op.
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
    const restored = await setBan(tx, target.id, null, now);
    await recordUserAction(tx, admin, target, input, {
      action: 'user.unban',
      before: { banned: true, banReason: target.banReason },
      after: { banned: false },
      reason: input.reason,
      details: { productsRestored: restored },
      at: now,
    });
    await notifyUsers(
      tx,
      [
        {
          userId: target.id,
          kind: 'accountUnbanned',
          params: () => ({ reason: input.reason }),
          type: 'success',
          redirectUrl: '/auth',
          email: 'always',
        },
      ],
      deps,
    );
    return { changed: true, productsRestored: restored.length };
  });
}
