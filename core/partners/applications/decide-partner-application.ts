import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { partnerApplications, userRoles } from '../../../db/schema/index.ts';
import { requireAdmin, type Viewer } from '../../accounts/viewer.ts';
import { recordAdminAction } from '../../admin/record-admin-action.ts';
import type { NotifyMail } from '../../notifications/notification-email.ts';
import { notifyUsers } from '../../notifications/notify-users.ts';
import type { Clock } from '../../ports/clock.ts';
import { ensurePartner } from '../partner-scope.ts';
import { type PartnerApplicationDecision, partnerApplicationDecision } from './partner-application.schema.ts';
import { partnerApplicationErrors as errors } from './submit-partner-application.ts';

/**
 * An administrator approves or rejects a « Devenir partenaire » application (the row locked: two deciding at once
 * are served one after the other; the same decision again changes nothing, the opposite one is refused). Approval
 * grants the `partner` role and creates the partners row; a rejection states its reasons. The applicant is told
 * in-app and by e-mail; the decision is audited.
 */
export async function decidePartnerApplication(
  deps: { db: Db; clock: Clock } & NotifyMail,
  viewer: Viewer | null,
  applicationId: string,
  input: PartnerApplicationDecision,
  context: { ip?: string | null } = {},
): Promise<{ changed: boolean }> {
  const admin = requireAdmin(viewer);
  const decision = partnerApplicationDecision.parse(input);
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(partnerApplications)
      .where(eq(partnerApplications.id, applicationId))
      .for('update');
    if (!row) throw errors.notFound();
    if (row.status === decision.decision) return { changed: false };
    if (row.status !== 'pending') throw errors.alreadyDecided();
    const now = deps.clock.now();
    const reason = decision.reason ?? null;
    await tx
      .update(partnerApplications)
      .set({ status: decision.decision, reason, reviewedBy: admin.userId, reviewedAt: now })
      .where(eq(partnerApplications.id, row.id));
    if (decision.decision === 'approved') {
      await tx
        .insert(userRoles)
        .values({ userId: row.userId, role: 'partner', grantedBy: admin.userId })
        .onConflictDoNothing();
      await ensurePartner(tx, row.userId);
    }
    await recordAdminAction(tx, {
      actorId: admin.userId,
      action: decision.decision === 'approved' ? 'partner_application.approve' : 'partner_application.reject',
      targetType: 'partner_application',
      targetId: row.id,
      before: { status: row.status },
      after: { status: decision.decision },
      reason,
      details: { userId: row.userId },
      ip: context.ip ?? null,
      at: now,
    });
    await notifyUsers(
      tx,
      [
        decision.decision === 'approved'
          ? {
              userId: row.userId,
              kind: 'partnerApplicationApproved',
              params: () => ({}),
              type: 'success',
              redirectUrl: '/dashboard/partner',
              email: 'always',
            }
          : {
              userId: row.userId,
              kind: 'partnerApplicationRejected',
              params: () => ({ reason: decision.reason }),
              type: 'warning',
              redirectUrl: '/partners/apply',
              email: 'always',
            },
      ],
      deps,
    );
    return { changed: true };
  });
}
