import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sellerAssets, sellerProfiles } from '../../db/schema/index.ts';
import { isAdmin, requireViewer, type Viewer } from '../accounts/viewer.ts';
import { canSell } from '../sellers/seller-role.ts';
import { assetErrors } from './asset-errors.ts';

/** The seller whose file library a request works on. */
export interface SellerLibrary {
  sellerId: string;
  quotaBytes: number;
}

/**
 * The viewer's own library (their seller profile); an administrator may name another seller's with `sellerId`,
 * nobody else may (another seller's id is a 404, as if it did not exist). A visitor is a 401, a customer a 403, an
 * expert without a seller profile a 403 `seller_profile_missing`.
 */
export async function requireSellerLibrary(db: Db, viewer: Viewer | null, sellerId?: string): Promise<SellerLibrary> {
  const v = requireViewer(viewer);
  if (!canSell(v)) throw assetErrors.sellersOnly();
  const where = sellerId && isAdmin(v) ? eq(sellerProfiles.id, sellerId) : eq(sellerProfiles.userId, v.userId);
  const [profile] = await db
    .select({ sellerId: sellerProfiles.id, quotaBytes: sellerProfiles.storageQuotaBytes })
    .from(sellerProfiles)
    .where(where);
  if (!profile) throw sellerId && isAdmin(v) ? assetErrors.notFound() : assetErrors.profileMissing();
  if (sellerId && profile.sellerId !== sellerId) throw assetErrors.notFound();
  return profile;
}

/** Bytes the seller's library holds (by the seller_assets_seller_idx index). */
export async function usedBytes(db: Db, sellerId: string): Promise<number> {
  const [row] = await db
    .select({ used: sql<string>`coalesce(sum(${sellerAssets.sizeBytes}), 0)` })
    .from(sellerAssets)
    .where(eq(sellerAssets.sellerId, sellerId));
  return Number(row?.used ?? 0);
}

/** Where an asset's bytes live; scoped to its seller so a key never crosses libraries. */
export const assetKeys = (sellerId: string, assetId: string) => ({
  original: `seller-assets/${sellerId}/${assetId}`,
  // No .webp/.avif extension: /media/* must not serve it (core/media/public-media.ts), only its owner's route.
  preview: `seller-assets/${sellerId}/${assetId}.preview`,
});
