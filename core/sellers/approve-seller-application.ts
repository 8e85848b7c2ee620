import { sql } from 'drizzle-orm';
import { type sellerApplications, sellerProfiles, type TraderDetails, userRoles } from '../../db/schema/index.ts';
import { requireAdmin, type Viewer } from '../accounts/viewer.ts';
import type { NotifyMail } from '../notifications/notification-email.ts';
import { notifyUsers } from '../notifications/notify-users.ts';
import { type DecisionDeps, lockUndecided, recordDecision } from './decide-seller-application.ts';
import type { ApproveSellerApplicationInput } from './seller-application-decision.schema.ts';

/**
 * An administrator approves an application to sell, in one transaction: the application approved, the role `expert`
 * granted, the seller profile created (public name: the legal name unless given; payouts to the application's IBAN
 * in the legal name; the trader details shown to buyers), the audit log written, the applicant notified and e-mailed (with the administrator's message when
 * given). Approving again changes nothing.
 */
export async function approveSellerApplication(
  deps: DecisionDeps & NotifyMail,
  viewer: Viewer | null,
  input: ApproveSellerApplicationInput,
): Promise<{ changed: boolean }> {
  const admin = requireAdmin(viewer);
  return deps.db.transaction(async (tx) => {
    const row = await lockUndecided(tx, input.applicationId, 'approved');
    if (!row) return { changed: false };
    await recordDecision(tx, deps, admin, row, 'approved', input.reason ?? null);
    await tx
      .insert(userRoles)
      .values({ userId: row.userId, role: 'expert', grantedBy: admin.userId })
      .onConflictDoNothing();
    // A seller who was one before (a revoked role) keeps their public profile; the payout details are the new ones.
    await tx
      .insert(sellerProfiles)
      .values({
        userId: row.userId,
        publicName: input.publicName ?? row.legalName,
        contactEmail: row.email,
        payoutName: row.legalName,
        payoutIban: row.iban,
        trader: traderDetailsOf(row),
      })
      .onConflictDoUpdate({
        target: sellerProfiles.userId,
        set: { payoutName: row.legalName, payoutIban: row.iban, trader: traderDetailsOf(row), updatedAt: sql`now()` },
      });
    await notifyUsers(
      tx,
      [
        {
          userId: row.userId,
          // The administrator's message, when given, is part of the notification and of its e-mail.
          kind: input.reason ? 'sellerApplicationApprovedWithMessage' : 'sellerApplicationApproved',
          params: () => ({ reason: input.reason ?? '' }),
          type: 'success',
          redirectUrl: '/dashboard/seller-profile',
          email: 'seller',
        },
      ],
      deps,
    );
    return { changed: true };
  });
}

const traderDetailsOf = (row: typeof sellerApplications.$inferSelect): TraderDetails => ({
  status: row.traderStatus,
  legalName: row.legalName,
  addressLine: row.addressLine,
  postalCode: row.postalCode,
  city: row.city,
  country: row.country,
  phone: row.phone,
  email: row.email,
  companyId: row.companyId,
  vatNumber: row.vatNumber,
});
