import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { collectionItems, collections, user } from '../../db/schema/index.ts';
import { requireViewer, type Viewer } from '../accounts/viewer.ts';
import { AppError } from '../shared/app-error.ts';
import { isUniqueViolation } from '../shared/unique-violation.ts';
import {
  type CreateCollectionInput,
  collectionLimits,
  createCollectionBody,
  type UpdateCollectionInput,
  updateCollectionBody,
} from './collections.schema.ts';
import {
  type CollectionSummary,
  collectionNotFound,
  collectionSummaries,
  collectionSummary,
  ownedCollection,
  publishedProduct,
  type Tx,
} from './collections-access.ts';

const nameTaken = () => new AppError('collection_name_taken', 409, 'Vous avez déjà une collection de ce nom');

/** 24 random bytes, base64url: 32 characters nobody can guess (192 bits). */
export function newShareToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return Buffer.from(bytes).toString('base64url');
}

/** Serialises the viewer's collection changes (the 50-collection limit, the name check) by locking their user row. */
async function lockOwner(tx: Tx, userId: string) {
  await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for('update');
}

/** Whether the viewer has another collection of this name, whatever its case. */
async function nameInUse(tx: Tx, userId: string, name: string, exceptId?: string) {
  const mine = await tx
    .select({ id: collections.id, name: collections.name })
    .from(collections)
    .where(eq(collections.userId, userId));
  const wanted = name.toLowerCase();
  return mine.some((c) => c.id !== exceptId && c.name.toLowerCase() === wanted);
}

/** The viewer's collections, newest first; with `productId`, each says whether it holds that product. */
export async function listCollections(
  { db }: { db: Db },
  viewer: Viewer | null,
  { productId }: { productId?: string } = {},
): Promise<CollectionSummary[]> {
  const v = requireViewer(viewer);
  return collectionSummaries(db, v.userId, { productId });
}

/**
 * Creates a collection (private unless asked), optionally with a first product. At most 50 per user, names unique
 * per user whatever their case: both checked under a lock of the user's row, the name also by a unique index.
 */
export async function createCollection(
  { db }: { db: Db },
  viewer: Viewer | null,
  input: CreateCollectionInput,
): Promise<CollectionSummary> {
  const v = requireViewer(viewer);
  const { name, isPublic, productId } = createCollectionBody.parse(input);
  try {
    const id = await db.transaction(async (tx) => {
      await lockOwner(tx, v.userId);
      const firstProduct = productId ? await publishedProduct(tx, productId) : undefined;
      const [owned] = await tx.select({ n: count() }).from(collections).where(eq(collections.userId, v.userId));
      if ((owned?.n ?? 0) >= collectionLimits.perUser) {
        throw new AppError(
          'collections_limit_reached',
          409,
          `Vous avez atteint le nombre maximal de collections (${collectionLimits.perUser})`,
          { limit: collectionLimits.perUser },
        );
      }
      if (await nameInUse(tx, v.userId, name)) throw nameTaken();
      const [created] = await tx
        .insert(collections)
        .values({ userId: v.userId, name, isPublic, shareToken: newShareToken() })
        .returning({ id: collections.id });
      if (!created) throw new Error('the collection was not inserted');
      if (firstProduct) await tx.insert(collectionItems).values({ collectionId: created.id, productId: firstProduct });
      return created.id;
    });
    return await collectionSummary(db, v.userId, id);
  } catch (error) {
    if (isUniqueViolation(error, 'collections_user_name_uq')) throw nameTaken();
    throw error;
  }
}

/** Renames a collection of the viewer's, makes it public or private, or both. Someone else's is a 404. */
export async function updateCollection(
  { db }: { db: Db },
  viewer: Viewer | null,
  id: string,
  input: UpdateCollectionInput,
): Promise<CollectionSummary> {
  const v = requireViewer(viewer);
  const changes = updateCollectionBody.parse(input);
  try {
    await db.transaction(async (tx) => {
      await lockOwner(tx, v.userId);
      await ownedCollection(tx, v.userId, id);
      if (changes.name !== undefined && (await nameInUse(tx, v.userId, changes.name, id))) throw nameTaken();
      await tx
        .update(collections)
        .set({
          ...(changes.name !== undefined ? { name: changes.name } : {}),
          ...(changes.isPublic !== undefined ? { isPublic: changes.isPublic } : {}),
        })
        .where(and(eq(collections.id, id), eq(collections.userId, v.userId)));
    });
    return await collectionSummary(db, v.userId, id);
  } catch (error) {
    if (isUniqueViolation(error, 'collections_user_name_uq')) throw nameTaken();
    throw error;
  }
}

/** Deletes a collection of the viewer's with its items (not the products). Unknown or someone else's: 404. */
export async function deleteCollection({ db }: { db: Db }, viewer: Viewer | null, id: string): Promise<void> {
  const v = requireViewer(viewer);
  const deleted = await db
    .delete(collections)
    .where(and(eq(collections.id, id), eq(collections.userId, v.userId)))
    .returning({ id: collections.id });
  if (deleted.length === 0) throw collectionNotFound();
}
