import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sellerAffiliates } from '../../db/schema/index.ts';
import type { Viewer } from '../accounts/viewer.ts';
import { sellerScope } from '../dashboard/seller-scope.ts';
import { affiliateErrors as errors } from './affiliate-errors.ts';

/** One of the viewer's own affiliates (not removed), locked in `tx`; anyone else's is unknown (404). */
export async function lockOwnAffiliate(tx: Db, viewer: Viewer | null, affiliateId: string) {
  const scope = await sellerScope(tx, viewer);
  const [row] = await tx
    .select()
    .from(sellerAffiliates)
    .where(
      and(
        eq(sellerAffiliates.id, affiliateId),
        eq(sellerAffiliates.sellerId, scope.sellerId),
        ne(sellerAffiliates.status, 'removed'),
      ),
    )
    .for('update');
  if (!row) throw errors.notFound();
  return row;
}
