import type { Db } from '../../db/client.ts';
import { requireViewer, type Viewer } from '../accounts/viewer.ts';
import { viewerSellerId } from '../products/product-access.ts';

export interface SellerScope {
  sellerId: string;
  sellerUserId: string;
  /** The ledger account of the seller's money: `seller:<seller_profiles.id>`. */
  account: string;
}

/**
 * The viewer's own seller profile, which every seller figure is scoped to. A customer is refused (`not_a_seller`),
 * an expert without a profile yet too (`seller_profile_missing`, e.g. the e2e persona): the pages turn both into an
 * invitation.
 */
export async function sellerScope(db: Db, viewer: Viewer | null): Promise<SellerScope> {
  const { userId } = requireViewer(viewer);
  const sellerId = await viewerSellerId(db, viewer);
  return { sellerId, sellerUserId: userId, account: `seller:${sellerId}` };
}
