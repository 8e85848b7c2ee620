import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sellerAffiliates } from '../../db/schema/index.ts';
import { requireVerifiedEmail, type Viewer } from '../accounts/viewer.ts';
import { ensurePartner } from '../partners/partner-scope.ts';
import type { Clock } from '../ports/clock.ts';
import { affiliateIdInput } from './affiliate.schema.ts';
import { affiliateErrors as errors } from './affiliate-errors.ts';

/**
 * The invitee accepts a seller's invitation sent to their (verified) address: they become the seller's affiliate,
 * paid through their partners row (created with a code if they have none), which is their payee identity.
 */
export async function acceptAffiliateInvitation(
  deps: { db: Db; clock: Clock },
  viewer: Viewer | null,
  input: { affiliateId: string },
): Promise<void> {
  const v = requireVerifiedEmail(viewer);
  const { affiliateId } = affiliateIdInput.parse(input);
  const partner = await ensurePartner(deps.db, v.userId);
  const now = deps.clock.now();
  const [accepted] = await deps.db
    .update(sellerAffiliates)
    .set({ status: 'active', partnerId: partner.id, acceptedAt: now, updatedAt: now })
    .where(
      and(
        eq(sellerAffiliates.id, affiliateId),
        eq(sellerAffiliates.email, v.email.toLowerCase()),
        eq(sellerAffiliates.status, 'invited'),
      ),
    )
    .returning({ id: sellerAffiliates.id });
  if (!accepted) throw errors.invitationNotFound();
}
