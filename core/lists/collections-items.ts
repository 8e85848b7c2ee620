import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { collectionItems, collections } from '../../db/schema/index.ts';
import { requireViewer, type Viewer } from '../accounts/viewer.ts';
import { AppError } from '../shared/app-error.ts';
import { collectionLimits } from './collections.schema.ts';
import { ownedCollection, publishedProduct } from './collections-access.ts';

/**
 * Puts a published product in one of the viewer's collections. Idempotent: adding it again changes nothing and is
 * no error (`created` tells the two apart). At most 500 products per collection, counted under a lock of the
 * collection's row. Someone else's collection is a 404 like an unknown one, and nothing is written.
 */
export async function addCollectionItem(
  { db }: { db: Db },
  viewer: Viewer | null,
  collectionId: string,
  productId: string,
): Promise<{ created: boolean }> {
  const v = requireViewer(viewer);
  return db.transaction(async (tx) => {
    await ownedCollection(tx, v.userId, collectionId, { lock: true });
    const product = await publishedProduct(tx, productId);
    const where = and(eq(collectionItems.collectionId, collectionId), eq(collectionItems.productId, product));
    const [already] = await tx.select({ id: collectionItems.productId }).from(collectionItems).where(where);
    if (already) return { created: false };
    const [held] = await tx
      .select({ n: count() })
      .from(collectionItems)
      .where(eq(collectionItems.collectionId, collectionId));
    if ((held?.n ?? 0) >= collectionLimits.itemsPerCollection) {
      throw new AppError(
        'collection_full',
        409,
        `Cette collection contient déjà le nombre maximal de produits (${collectionLimits.itemsPerCollection})`,
        { limit: collectionLimits.itemsPerCollection },
      );
    }
    const inserted = await tx
      .insert(collectionItems)
      .values({ collectionId, productId: product })
      .onConflictDoNothing()
      .returning({ productId: collectionItems.productId });
    if (inserted.length > 0) {
      await tx.update(collections).set({ updatedAt: new Date() }).where(eq(collections.id, collectionId));
    }
    return { created: inserted.length > 0 };
  });
}

/**
 * Takes a product out of one of the viewer's collections. Idempotent for the product (removing one that is not
 * there is no error); someone else's or an unknown collection is a 404.
 */
export async function removeCollectionItem(
  { db }: { db: Db },
  viewer: Viewer | null,
  collectionId: string,
  productId: string,
): Promise<void> {
  const v = requireViewer(viewer);
  await db.transaction(async (tx) => {
    await ownedCollection(tx, v.userId, collectionId, { lock: true });
    const removed = await tx
      .delete(collectionItems)
      .where(and(eq(collectionItems.collectionId, collectionId), eq(collectionItems.productId, productId)))
      .returning({ productId: collectionItems.productId });
    if (removed.length > 0) {
      await tx.update(collections).set({ updatedAt: new Date() }).where(eq(collections.id, collectionId));
    }
  });
}
