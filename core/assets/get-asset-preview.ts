import { and, eq } from 'drizzle-orm';
import { sellerAssets, sellerProfiles } from '../../db/schema/index.ts';
import { isAdmin, requireViewer, type Viewer } from '../accounts/viewer.ts';
import type { CoreDeps } from '../deps.ts';
import { assetErrors } from './asset-errors.ts';
import { assetKeys } from './seller-library.ts';

/**
 * The preview (WebP) of an image of a library, for the seller who owns it or an administrator; any other file, or
 * somebody else's, is a 404.
 */
export async function getAssetPreview(
  { db, files }: Pick<CoreDeps, 'db' | 'files'>,
  viewer: Viewer | null,
  assetId: string,
): Promise<Uint8Array> {
  const v = requireViewer(viewer);
  const [asset] = await db
    .select({ id: sellerAssets.id, sellerId: sellerAssets.sellerId, ownerId: sellerProfiles.userId })
    .from(sellerAssets)
    .innerJoin(sellerProfiles, eq(sellerProfiles.id, sellerAssets.sellerId))
    .where(and(eq(sellerAssets.id, assetId), eq(sellerAssets.kind, 'image')));
  const allowed = asset && (asset.ownerId === v.userId || isAdmin(v));
  const stored = allowed ? await files.get(assetKeys(asset.sellerId, asset.id).preview) : null;
  if (!stored) throw assetErrors.notFound();
  return stored.body;
}
