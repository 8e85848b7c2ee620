import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sellerApplications } from '../../db/schema/index.ts';
import type { Viewer } from '../accounts/viewer.ts';
import { recordAdminAction } from '../admin/record-admin-action.ts';
import type { Clock } from '../ports/clock.ts';
import { sellerApplicationErrors as errors } from './seller-application-errors.ts';

export type DecisionDeps = { db: Db; clock: Clock };
type ApplicationRow = typeof sellerApplications.$inferSelect;

/**
 * The shared steps of approving and rejecting, in the caller's transaction: the application row locked (two
 * administrators deciding at once are served one after the other), 404 for an unknown id, the same decision again
 * a no-op (null), the opposite one refused (409).
 */
export async function lockUndecided(
  tx: Db,
  applicationId: string,
  decision: 'approved' | 'rejected',
): Promise<ApplicationRow | null> {
  const [row] = await tx
    .select()
    .from(sellerApplications)
    .where(eq(sellerApplications.id, applicationId))
    .for('update');
  if (!row) throw errors.notFound();
  if (row.status === decision) return null;
  if (row.status !== 'pending') throw errors.alreadyDecided();
  return row;
}

/** Records the decision on the application and in the audit log (the applicant and the reasons). */
export async function recordDecision(
  tx: Db,
  { clock }: { clock: Clock },
  admin: Viewer,
  row: ApplicationRow,
  decision: 'approved' | 'rejected',
  reason: string | null,
) {
  const now = clock.now();
  await tx
    .update(sellerApplications)
    .set({ status: decision, reason, reviewedBy: admin.userId, reviewedAt: now, updatedAt: now })
    .where(eq(sellerApplications.id, row.id));
  await recordAdminAction(tx, {
    actorId: admin.userId,
    action: decision === 'approved' ? 'seller_application.approve' : 'seller_application.reject',
    targetType: 'seller_application',
    targetId: row.id,
    reason,
    details: { userId: row.userId },
    at: now,
  });
}
