import { and, eq } from 'drizzle-orm';
import { sellerProfiles, userRoles } from '../../../db/schema/index.ts';
import { requireAdmin } from '../../accounts/viewer.ts';
import { AppError } from '../../shared/app-error.ts';
import { adminUserErrors as errors } from './admin-user-errors.ts';
import { lockUser } from './lock-user.ts';
import { type RoleChange, recordRoleChange } from './record-role-change.ts';

/**
 * An administrator revokes a role, in one transaction: the role row, the certified badge with `certified_expert`
 * (the partner row stays, with its history of commissions), the audit log, and a notification. Revoking `admin`
 * locks every administrator's role row first, so two administrators revoking each other at the same moment are
 * served one after the other: the last administrator is never removed (409), and an actor who lost the role
 * meanwhile is refused (403).
 */
export const revokeUserRole: RoleChange = async (deps, viewer, input) => {
  const admin = requireAdmin(viewer);
  return deps.db.transaction(async (tx) => {
    if (input.role === 'admin') {
      const admins = await tx
        .select({ userId: userRoles.userId })
        .from(userRoles)
        .where(eq(userRoles.role, 'admin'))
        .for('update');
      const ids = admins.map((a) => a.userId);
      if (!ids.includes(admin.userId)) throw new AppError('forbidden', 403, 'Accès refusé');
      if (ids.includes(input.userId) && ids.length <= 1) throw errors.lastAdmin();
    }
    const target = await lockUser(tx, input.userId);
    const deleted = await tx
      .delete(userRoles)
      .where(and(eq(userRoles.userId, target.id), eq(userRoles.role, input.role)))
      .returning({ role: userRoles.role });
    if (deleted.length === 0) return { changed: false };
    const now = deps.clock.now();
    if (input.role === 'certified_expert') {
      await tx
        .update(sellerProfiles)
        .set({ certifiedAt: null, updatedAt: now })
        .where(eq(sellerProfiles.userId, target.id));
    }
    await recordRoleChange(tx, admin, target, input, { granted: false, details: { role: input.role }, at: now });
    return { changed: true };
  });
};
