import type { Db } from '../../../db/client.ts';
import { type AdminAction, recordAdminAction } from '../record-admin-action.ts';
import type { ActionContext } from './admin-user-deps.ts';

/** The audit entry of an administrator's action on a user account (`user.<verb>`), from where they acted. */
export const recordUserAction = (
  tx: Db,
  actor: { userId: string },
  target: { id: string },
  context: ActionContext,
  action: Omit<AdminAction, 'actorId' | 'targetType' | 'targetId' | 'ip'>,
) =>
  recordAdminAction(tx, {
    actorId: actor.userId,
    targetType: 'user',
    targetId: target.id,
    ip: context.ip ?? null,
    ...action,
  });
