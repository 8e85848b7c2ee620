import { eq } from 'drizzle-orm';
import { sellerProfiles, session } from '../../../db/schema/index.ts';
import { requireAdmin, type Viewer } from '../../accounts/viewer.ts';
import { closeReports } from '../../notices/close-reports.ts';
import { notifyUsers } from '../../notifications/notify-users.ts';
import type { ActionContext, AdminUserDeps } from './admin-user-deps.ts';
import { adminUserErrors as errors } from './admin-user-errors.ts';
import { lockUser } from './lock-user.ts';
import { recordUserAction } from './record-user-action.ts';
import { setBan } from './set-ban.ts';

/**
 * An administrator bans a user with a statement of reasons, in one transaction: the account banned (Better Auth's
 * `user.banned`, which server/auth/resolve-viewer.ts treats as signed out), every session deleted at once, the
 * published products of their seller profile suspended (`seller_banned`, lifted with the ban), the audit log, and
 * the reasons e-mailed to the user and waiting in their notifications (read when a ban is lifted); the open notices about them as a seller are resolved with the same reasons.
 * Neither oneself nor another administrator can be banned; banning again is a no-op.
 */
export async function banUser(
  deps: AdminUserDeps,
  viewer: Viewer | null,
  input: { userId: string; reason: string } & ActionContext,
): Promise<{ changed: boolean; sessionsRevoked: number; productsSuspended: number }> {
  const admin = requireAdmin(viewer);
  if (input.userId === admin.userId) throw errors.banSelf();
  return deps.db.transaction(async (tx) => {
    const target = await lockUser(tx, input.userId);
    if (target.roles.includes('admin')) throw errors.banAdmin();
    if (target.banned) return { changed: false, sessionsRevoked: 0, productsSuspended: 0 };
    const now = deps.clock.now();
    const sessions = await tx.delete(session).where(eq(session.userId, target.id)).returning({ id: session.id });
    const suspended = await setBan(tx, target.id, { reason: input.reason }, now);
    // The ban is the decision on the notices about them as a seller: resolved, each notifier told.
    const [seller] = await tx
      .select({ id: sellerProfiles.id })
      .from(sellerProfiles)
      .where(eq(sellerProfiles.userId, target.id));
    if (seller) {
      await closeReports(
        tx,
        deps,
        { type: 'seller', id: seller.id },
        { status: 'resolved', statement: input.reason, by: admin.userId, at: now },
      );
    }
    await recordUserAction(tx, admin, target, input, {
      action: 'user.ban',
      before: { banned: false },
      after: { banned: true, banReason: input.reason },
      reason: input.reason,
      details: { sessionsRevoked: sessions.length, productsSuspended: suspended },
      at: now,
    });
    await notifyUsers(
      tx,
      [
        {
          userId: target.id,
          kind: 'accountBanned',
          params: () => ({ reason: input.reason }),
          type: 'error',
          redirectUrl: '/contact',
          email: 'always',
        },
      ],
      deps,
    );
    return { changed: true, sessionsRevoked: sessions.length, productsSuspended: suspended.length };
  });
}
