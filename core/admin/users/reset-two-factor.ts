import { eq } from 'drizzle-orm';
import { session, totpLastSteps, twoFactor, user } from '../../../db/schema/index.ts';
import { requireAdmin, type Viewer } from '../../accounts/viewer.ts';
import { queueAccountEmail } from './account-email.ts';
import type { ActionContext, AdminUserDeps } from './admin-user-deps.ts';
import { adminUserErrors as errors } from './admin-user-errors.ts';
import { lockUser } from './lock-user.ts';
import { recordUserAction } from './record-user-action.ts';

/**
 * An administrator turns a user's second factor off after the user lost both the TOTP device and the backup codes
 * (ASVS 5.0 V6.4.4, decision 0014's procedure): the reason names the identity check made (request from the verified
 * address, the 72-hour wait). In one transaction: the TOTP secret and backup codes deleted, two-factor off, every
 * session ended, the audit log, and an e-mail to the verified address saying so. The user then signs in with the
 * password and enrols again. Never on oneself (another administrator does it), nor on an account without two-factor.
 */
export async function resetTwoFactor(
  deps: AdminUserDeps,
  viewer: Viewer | null,
  input: { userId: string; reason: string } & ActionContext,
): Promise<{ sessionsRevoked: number }> {
  const admin = requireAdmin(viewer);
  if (input.userId === admin.userId) throw errors.resetOwnTwoFactor();
  return deps.db.transaction(async (tx) => {
    const target = await lockUser(tx, input.userId);
    const [row] = await tx.select({ enabled: user.twoFactorEnabled }).from(user).where(eq(user.id, target.id));
    if (!row?.enabled) throw errors.twoFactorOff();
    const now = deps.clock.now();
    await tx.delete(twoFactor).where(eq(twoFactor.userId, target.id));
    await tx.delete(totpLastSteps).where(eq(totpLastSteps.userId, target.id));
    await tx.update(user).set({ twoFactorEnabled: false, updatedAt: now }).where(eq(user.id, target.id));
    const sessions = await tx.delete(session).where(eq(session.userId, target.id)).returning({ id: session.id });
    await recordUserAction(tx, admin, target, input, {
      action: 'user.two_factor_reset',
      before: { twoFactorEnabled: true },
      after: { twoFactorEnabled: false },
      reason: input.reason,
      details: { sessionsRevoked: sessions.length },
      at: now,
    });
    await queueAccountEmail(tx, deps, target, 'twoFactorReset', { reason: input.reason }, '/profile#two-factor');
    return { sessionsRevoked: sessions.length };
  });
}
