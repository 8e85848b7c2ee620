import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sellerAffiliates } from '../../db/schema/index.ts';
import type { Viewer } from '../accounts/viewer.ts';
import type { Clock } from '../ports/clock.ts';
import { affiliateIdInput } from './affiliate.schema.ts';
import { lockOwnAffiliate } from './seller-affiliate.ts';

/**
 * The seller ends an affiliation (or withdraws an invitation): their links stop earning on orders placed from then
 * on; commissions already earned stay theirs (and are still reversed by a refund).
 */
export async function removeAffiliate(
  deps: { db: Db; clock: Clock },
  viewer: Viewer | null,
  input: { affiliateId: string },
): Promise<void> {
  const { affiliateId } = affiliateIdInput.parse(input);
  await deps.db.transaction(async (tx) => {
    const affiliate = await lockOwnAffiliate(tx, viewer, affiliateId);
    await tx
      .update(sellerAffiliates)
      .set({ status: 'removed', updatedAt: deps.clock.now() })
      .where(eq(sellerAffiliates.id, affiliate.id));
  });
}
