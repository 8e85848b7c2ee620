import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';

/** One entry of the audit log: who did what to which target, the state before and after, and why. */
export interface AdminAction {
  actorId: string | null;
  /** `<area>.<verb>`: `user.ban`, `product.suspend`, `payout_batch.create` … */
  action: string;
  targetType: string;
  targetId: string | null;
  before?: unknown;
  after?: unknown;
  /** The statement of reasons, when the action has one. */
  reason?: string | null;
  /** Anything else worth keeping (counts, references). */
  details?: Record<string, unknown>;
  ip?: string | null;
  at?: Date;
}

/**
 * Appends to the audit log (append-only: a trigger refuses UPDATE and DELETE), in the caller's transaction so the
 * entry exists exactly when the change it records does. `data` holds `{ before, after, reason, ...details }`.
 */
export async function recordAdminAction(tx: Db, action: AdminAction): Promise<void> {
  const data: Record<string, unknown> = { ...action.details };
  if (action.before !== undefined) data.before = action.before;
  if (action.after !== undefined) data.after = action.after;
  if (action.reason) data.reason = action.reason;
  await tx.insert(auditLog).values({
    actorId: action.actorId,
    action: action.action,
    targetType: action.targetType,
    targetId: action.targetId,
    data,
    ip: action.ip ?? null,
    ...(action.at ? { createdAt: action.at } : {}),
  });
}
