import { and, eq, isNull } from 'drizzle-orm';
import { partners, sellerProfiles, userRoles } from '../../../db/schema/index.ts';
import { requireAdmin } from '../../accounts/viewer.ts';
import { newPartnerCode } from '../../partners/partner-code.ts';
import { lockUser } from './lock-user.ts';
import { type RoleChange, recordRoleChange } from './record-role-change.ts';

/**
 * An administrator grants a role, in one transaction: the role row, what the role needs (`certified_expert`: the
 * seller profile's certified badge; `partner`: the partner row and its referral code), the audit log, and a
 * notification to the user. Granting a role the user has is a no-op.
 */
export const grantUserRole: RoleChange = async (deps, viewer, input) => {
  const admin = requireAdmin(viewer);
  return deps.db.transaction(async (tx) => {
    const target = await lockUser(tx, input.userId);
    const inserted = await tx
      .insert(userRoles)
      .values({ userId: target.id, role: input.role, grantedBy: admin.userId })
      .onConflictDoNothing()
      .returning({ role: userRoles.role });
    if (inserted.length === 0) return { changed: false };
    const now = deps.clock.now();
    const details: Record<string, unknown> = { role: input.role };
    if (input.role === 'certified_expert') {
      const certified = await tx
        .update(sellerProfiles)
        .set({ certifiedAt: now, updatedAt: now })
        .where(and(eq(sellerProfiles.userId, target.id), isNull(sellerProfiles.certifiedAt)))
        .returning({ id: sellerProfiles.id });
      details.certifiedSellerProfile = certified[0]?.id ?? null;
    }
    if (input.role === 'partner') {
      const created = await tx
        .insert(partners)
        .values({ userId: target.id, code: newPartnerCode() })
        .onConflictDoNothing({ target: partners.userId })
        .returning({ id: partners.id });
      details.partnerCreated = created[0]?.id ?? null;
    }
    await recordRoleChange(tx, admin, target, input, { granted: true, details, at: now });
    return { changed: true };
  });
};
