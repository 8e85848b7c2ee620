import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sellerAffiliates } from '../../db/schema/index.ts';
import type { Viewer } from '../accounts/viewer.ts';
import type { Clock } from '../ports/clock.ts';
import { type UpdateAffiliateRatesInput, updateAffiliateRatesInput } from './affiliate.schema.ts';
import { replaceAffiliateRates } from './affiliate-rates.ts';
import { lockOwnAffiliate } from './seller-affiliate.ts';

/** The seller changes an affiliate's rates; orders placed from then on earn the new ones. */
export async function updateAffiliateRates(
  deps: { db: Db; clock: Clock },
  viewer: Viewer | null,
  input: UpdateAffiliateRatesInput,
): Promise<void> {
  const { affiliateId, defaultPercent, rates } = updateAffiliateRatesInput.parse(input);
  await deps.db.transaction(async (tx) => {
    const affiliate = await lockOwnAffiliate(tx, viewer, affiliateId);
    await tx
      .update(sellerAffiliates)
      .set({ defaultPercent, updatedAt: deps.clock.now() })
      .where(eq(sellerAffiliates.id, affiliate.id));
    await replaceAffiliateRates(tx, affiliate, rates);
  });
}
