import { and, eq, type SQL } from 'drizzle-orm';
import { session } from '../../../db/schema/index.ts';
import { requireAdmin, type Viewer } from '../../accounts/viewer.ts';
import type { ActionContext, AdminUserDeps } from './admin-user-deps.ts';
import { adminUserErrors as errors } from './admin-user-errors.ts';
import { lockUser } from './lock-user.ts';
import { recordUserAction } from './record-user-action.ts';

/** An administrator signs a user out: one session (`sessionId`) or all of them, with the audit log. */
export async function revokeUserSessions(
  deps: Pick<AdminUserDeps, 'db' | 'clock'>,
  viewer: Viewer | null,
  input: { userId: string; sessionId?: string } & ActionContext,
): Promise<{ revoked: number }> {
  const admin = requireAdmin(viewer);
  return deps.db.transaction(async (tx) => {
    const target = await lockUser(tx, input.userId);
    const where = [eq(session.userId, target.id)];
    if (input.sessionId) where.push(eq(session.id, input.sessionId));
    const deleted = await tx
      .delete(session)
      .where(and(...where) as SQL)
      .returning({ id: session.id });
    if (input.sessionId && deleted.length === 0) throw errors.sessionNotFound();
    await recordUserAction(tx, admin, target, input, {
      action: input.sessionId ? 'user.session_revoke' : 'user.sessions_revoke_all',
      details: { sessions: deleted.map((s) => s.id) },
      at: deps.clock.now(),
    });
    return { revoked: deleted.length };
  });
}
