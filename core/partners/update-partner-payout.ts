import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { partners } from '../../db/schema/index.ts';
import { requirePayoutSecondFactor } from '../accounts/second-factor.ts';
import { requireViewer, type Viewer } from '../accounts/viewer.ts';
import type { Clock } from '../ports/clock.ts';
import { type PartnerPayoutInput, partnerPayoutInput } from './partner-payout.schema.ts';
import { partnerScope } from './partner-scope.ts';

/**
 * Saves the partner's own payout details, only on a session that verified a second factor (as a seller's, ASVS 5.0
 * V6.3.3); an invalid IBAN is a field error and changes nothing.
 */
export async function updatePartnerPayout(
  deps: { db: Db; clock: Clock },
  viewer: Viewer | null,
  input: PartnerPayoutInput,
): Promise<void> {
  const partner = await partnerScope(deps.db, viewer);
  requirePayoutSecondFactor(requireViewer(viewer));
  const payout = partnerPayoutInput.parse(input);
  await deps.db
    .update(partners)
    .set({ payoutName: payout.payoutName, payoutIban: payout.payoutIban, updatedAt: deps.clock.now() })
    .where(eq(partners.id, partner.id));
}
