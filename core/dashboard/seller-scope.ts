import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sellerProfiles } from '../../db/schema/index.ts';
import { isAdmin, requireViewer, type Viewer } from '../accounts/viewer.ts';
import { AppError } from '../shared/app-error.ts';

export interface SellerScope {
  sellerId: string;
  sellerUserId: string;
  /** The ledger account of the seller's money: `seller:<seller_profiles.id>`. */
  account: string;
}

/** Experts and administrators may sell; anyone else is refused before anything is read. */
export function requireSellerRole(viewer: Viewer | null): Viewer {
  const v = requireViewer(viewer);
  if (!isAdmin(v) && !v.roles.includes('expert')) {
    throw new AppError('not_a_seller', 403, 'Réservé aux vendeurs');
  }
  return v;
}

/**
 * The viewer's own seller profile, which every seller figure is scoped to. An expert may not have one yet
 * (approved before profiles existed, or the e2e persona): a 404 the pages turn into a call to complete it.
 */
export async function sellerScope(db: Db, viewer: Viewer | null): Promise<SellerScope> {
  const v = requireSellerRole(viewer);
  const [profile] = await db
    .select({ id: sellerProfiles.id })
    .from(sellerProfiles)
    .where(eq(sellerProfiles.userId, v.userId))
    .limit(1);
  if (!profile) throw new AppError('seller_profile_missing', 404, 'Complétez d’abord votre profil vendeur');
  return { sellerId: profile.id, sellerUserId: v.userId, account: `seller:${profile.id}` };
}

/** Whether an error means "no seller figures for this viewer" (the pages show an invitation instead). */
export const sellerAccessCodes = new Set(['not_a_seller', 'seller_profile_missing']);
