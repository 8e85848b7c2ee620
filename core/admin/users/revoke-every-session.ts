import { ne } from 'drizzle-orm';
import { session } from '../../../db/schema/index.ts';
import { requireAdmin, type Viewer } from '../../accounts/viewer.ts';
import { recordAdminAction } from '../record-admin-action.ts';
import type { ActionContext, AdminUserDeps } from './admin-user-deps.ts';

/**
 * An administrator signs every user out at once (ASVS 5.0 V7.4.5), for an incident such as a leaked database or
 * secret: every session ends but the one the administrator acts from, so they stay in to follow up. Said why, and
 * kept in the audit log with the number of sessions ended.
 */
export async function revokeEverySession(
  deps: Pick<AdminUserDeps, 'db' | 'clock'>,
  viewer: Viewer | null,
  input: { reason: string } & ActionContext,
): Promise<{ revoked: number }> {
  const admin = requireAdmin(viewer);
  return deps.db.transaction(async (tx) => {
    const deleted = await tx.delete(session).where(ne(session.id, admin.sessionId)).returning({ id: session.id });
    await recordAdminAction(tx, {
      actorId: admin.userId,
      action: 'sessions.revoke_every',
      targetType: 'session',
      targetId: null,
      reason: input.reason,
      details: { revoked: deleted.length },
      ip: input.ip ?? null,
      at: deps.clock.now(),
    });
    return { revoked: deleted.length };
  });
}
