import type { Db } from '../../../db/client.ts';
import type { Role, Viewer } from '../../accounts/viewer.ts';
import { notifyUsers } from '../../notifications/notify-users.ts';
import type { ActionContext, AdminUserDeps } from './admin-user-deps.ts';
import { recordUserAction } from './record-user-action.ts';
import { roleLabel } from './role-label.ts';

/** An administrator's request to grant or revoke one role. */
export type RoleChangeInput = { userId: string; role: Role; reason?: string | null } & ActionContext;

/** Grants or revokes a role; `changed: false` when the user already had it, or did not have it. */
export type RoleChange = (
  deps: AdminUserDeps,
  viewer: Viewer | null,
  input: RoleChangeInput,
) => Promise<{ changed: boolean }>;

/**
 * What follows a role granted or revoked (its rows already written): the audit entry, with the user's roles before
 * and after, and the user's notification (a granted role leads to where it is used).
 */
export async function recordRoleChange(
  tx: Db,
  admin: { userId: string },
  target: { id: string; roles: Role[] },
  input: RoleChangeInput,
  change: { granted: boolean; details: Record<string, unknown>; at: Date },
): Promise<void> {
  const others = target.roles.filter((role) => role !== input.role);
  await recordUserAction(tx, admin, target, input, {
    action: change.granted ? 'user.role_grant' : 'user.role_revoke',
    before: { roles: target.roles },
    after: { roles: change.granted ? [...others, input.role].sort() : others },
    reason: input.reason ?? null,
    details: change.details,
    at: change.at,
  });
  const params = (locale: Parameters<typeof roleLabel>[0]) => ({ role: roleLabel(locale, input.role) });
  await notifyUsers(tx, [
    change.granted
      ? {
          userId: target.id,
          kind: 'roleGranted',
          params,
          type: 'success',
          redirectUrl: input.role === 'partner' ? '/dashboard/partner' : '/dashboard',
        }
      : { userId: target.id, kind: 'roleRevoked', params, type: 'info' },
  ]);
}
