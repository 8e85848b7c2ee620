import { requireAdmin, type Viewer } from '../accounts/viewer.ts';
import type { NotifyMail } from '../notifications/notification-email.ts';
import { notifyUsers } from '../notifications/notify-users.ts';
import { type DecisionDeps, lockUndecided, recordDecision } from './decide-seller-application.ts';
import { decisionLimits, type RejectSellerApplicationInput } from './seller-application-decision.schema.ts';
import { sellerApplicationErrors } from './seller-application-errors.ts';

/**
 * An administrator rejects an application to sell with a statement of reasons (required: EU P2B regulation, art. 4),
 * which the applicant reads on /sell, in a notification and an e-mail; they may apply again. Audited; rejecting again
 * changes nothing.
 */
export async function rejectSellerApplication(
  deps: DecisionDeps & NotifyMail,
  viewer: Viewer | null,
  input: RejectSellerApplicationInput,
): Promise<{ changed: boolean }> {
  const admin = requireAdmin(viewer);
  // The schema already refuses it; a caller that skipped the schema must not reject without reasons either.
  if (input.reason.trim().length < decisionLimits.reasonMin) throw sellerApplicationErrors.reasonRequired();
  return deps.db.transaction(async (tx) => {
    const row = await lockUndecided(tx, input.applicationId, 'rejected');
    if (!row) return { changed: false };
    await recordDecision(tx, deps, admin, row, 'rejected', input.reason);
    await notifyUsers(
      tx,
      [
        {
          userId: row.userId,
          kind: 'sellerApplicationRejected',
          params: () => ({ reason: input.reason }),
          type: 'warning',
          redirectUrl: '/sell',
          email: 'seller',
        },
      ],
      deps,
    );
    return { changed: true };
  });
}
