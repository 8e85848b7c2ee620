import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { session } from '../../../db/schema/index.ts';
import { requireAdmin, type Viewer } from '../../accounts/viewer.ts';
import { recordAdminAction } from '../record-admin-action.ts';
import type { ActionContext, AdminUserDeps } from './admin-user-deps.ts';
import { adminUserErrors as errors } from './admin-user-errors.ts';
import { impersonationSeconds } from './admin-users.schema.ts';
import { lockUser } from './lock-user.ts';

/** A session token: 192 random bits, URL-safe (Better Auth looks sessions up by the token; its alphabet is free). */
const sessionToken = () => randomBytes(24).toString('base64url');

/**
 * An administrator starts acting as a user for support, in one transaction: a one-hour session for the user marked
 * `impersonated_by` the administrator (Better Auth's admin plugin's shape, so its `stopImpersonating` ends it), and
 * the audit log. Never oneself, another administrator or a banned user. The caller sets the cookies
 * (server/auth/impersonation-cookies.ts), keeping the administrator's own session to come back to.
 */
export async function impersonateUser(
  deps: Pick<AdminUserDeps, 'db' | 'clock'>,
  viewer: Viewer | null,
  input: { userId: string; reason?: string | null; userAgent?: string | null } & ActionContext,
): Promise<{ token: string; adminToken: string; expiresAt: Date; name: string }> {
  const admin = requireAdmin(viewer);
  if (input.userId === admin.userId) throw errors.impersonateSelf();
  return deps.db.transaction(async (tx) => {
    const target = await lockUser(tx, input.userId);
    if (target.roles.includes('admin')) throw errors.impersonateAdmin();
    if (target.banned) throw errors.impersonateBanned();
    // The administrator's own session, kept in the signed `admin_session` cookie to come back to.
    const [own] = await tx.select({ token: session.token }).from(session).where(eq(session.id, admin.sessionId));
    const now = deps.clock.now();
    const expiresAt = new Date(now.getTime() + impersonationSeconds * 1000);
    const token = sessionToken();
    const [created] = await tx
      .insert(session)
      .values({
        token,
        userId: target.id,
        expiresAt,
        ipAddress: input.ip ?? null,
        userAgent: input.userAgent ?? null,
        impersonatedBy: admin.userId,
        aal: 'aal1',
        signedInAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: session.id });
    await recordAdminAction(tx, {
      actorId: admin.userId,
      action: 'user.impersonate_start',
      targetType: 'user',
      targetId: target.id,
      reason: input.reason ?? null,
      details: { sessionId: created?.id, adminSessionId: admin.sessionId, expiresAt: expiresAt.toISOString() },
      ip: input.ip ?? null,
      at: now,
    });
    return { token, adminToken: own?.token ?? '', expiresAt, name: target.name };
  });
}

/** Records the end of an impersonation (its session is ended by Better Auth's `stopImpersonating`). */
export async function recordImpersonationStop(
  deps: Pick<AdminUserDeps, 'db' | 'clock'>,
  viewer: Viewer,
  input: ActionContext & { restored: boolean },
): Promise<void> {
  if (!viewer.impersonatedBy) return;
  await recordAdminAction(deps.db, {
    actorId: viewer.impersonatedBy,
    action: 'user.impersonate_stop',
    targetType: 'user',
    targetId: viewer.userId,
    details: { sessionId: viewer.sessionId, adminSessionRestored: input.restored },
    ip: input.ip ?? null,
    at: deps.clock.now(),
  });
}
