import { and, eq, sql } from 'drizzle-orm';
import { rows } from '../../db/rows.ts';
import { sellerAssets } from '../../db/schema/index.ts';
import type { Viewer } from '../accounts/viewer.ts';
import type { CoreDeps } from '../deps.ts';
import { assetErrors } from './asset-errors.ts';
import { assetKeys, requireSellerLibrary } from './seller-library.ts';

const isForeignKeyViolation = (error: unknown) => {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23503' || e?.cause?.code === '23503';
};

/**
 * Removes a file from the seller's library and its bytes from storage; refused (409, with the products' titles)
 * while a product delivers it or shows it. Another seller's file is a 404, as if it did not exist.
 */
export async function deleteAsset(
  { db, files }: Pick<CoreDeps, 'db' | 'files'>,
  viewer: Viewer | null,
  input: { assetId: string; sellerId?: string },
): Promise<void> {
  const library = await requireSellerLibrary(db, viewer, input.sellerId);
  const owned = and(eq(sellerAssets.id, input.assetId), eq(sellerAssets.sellerId, library.sellerId));
  await db.transaction(async (tx) => {
    const [asset] = await tx.select({ id: sellerAssets.id }).from(sellerAssets).where(owned).for('update');
    if (!asset) throw assetErrors.notFound();
    const users = await rows<{ title: string }>(
      tx,
      sql`select p.title from products p
          where p.id in (select pf.product_id from product_files pf where pf.asset_id = ${asset.id}
                         union select pm.product_id from product_media pm where pm.asset_id = ${asset.id})
          order by p.title`,
    );
    if (users.length > 0) throw assetErrors.inUse(users.map((u) => u.title));
    try {
      await tx.delete(sellerAssets).where(owned);
    } catch (error) {
      // A product took the file as a deliverable between the check and the delete (product_files restricts it).
      if (isForeignKeyViolation(error)) throw assetErrors.inUse([]);
      throw error;
    }
  });
  const keys = assetKeys(library.sellerId, input.assetId);
  await Promise.all([files.delete(keys.original), files.delete(keys.preview)]);
}
