import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { productFiles, productReleaseGuides, productReleases, products } from '../../db/schema/index.ts';
import type { Viewer } from '../accounts/viewer.ts';
import type { Clock } from '../ports/clock.ts';
import type { Queue } from '../ports/queue.ts';
import { AppError } from '../shared/app-error.ts';
import { isUniqueViolation } from '../shared/unique-violation.ts';
import { editableProduct, type Tx } from './product-access.ts';
import { deliverableRows, ownedAssets } from './product-attachments.ts';
import type { ReleaseData } from './release.schema.ts';

const versionTaken = () =>
  new AppError('version_taken', 409, 'Cette version existe déjà pour ce produit', { field: 'version' });

/**
 * The new release's guide: the previous release's in every language, the product's language replaced by `guide`
 * when it is given (empty: none in that language).
 */
async function carryGuides(
  tx: Tx,
  productId: string,
  previousId: string | null,
  releaseId: string,
  guide: string | undefined,
) {
  const [product] = await tx.select({ language: products.language }).from(products).where(eq(products.id, productId));
  const carried = previousId
    ? await tx
        .select({ locale: productReleaseGuides.locale, body: productReleaseGuides.body })
        .from(productReleaseGuides)
        .where(eq(productReleaseGuides.releaseId, previousId))
    : [];
  const bodies = new Map(carried.map((g) => [g.locale, g.body]));
  if (guide !== undefined) bodies.set(product!.language, guide);
  const rows = [...bodies].filter(([, body]) => body.trim() !== '');
  if (rows.length === 0) return;
  await tx.insert(productReleaseGuides).values(rows.map(([locale, body]) => ({ releaseId, locale, body })));
}

/**
 * Publishes a new version of a product (owner or administrator) with its changelog and files from the seller's
 * library: from now on it is the release buyers download. Its buyers are told by the `notify-release-buyers` job,
 * enqueued in the same transaction (the fan-out may be large, the request does not wait for it).
 */
export async function publishRelease(
  { db, clock, queue, publicUrl }: { db: Db; clock: Clock; queue: Queue; publicUrl: string },
  viewer: Viewer | null,
  productId: string,
  input: ReleaseData,
): Promise<{ id: string; version: string }> {
  const product = await editableProduct(db, viewer, productId);
  const assets = await ownedAssets(db, product.sellerId, input.fileAssetIds, { field: 'fileAssetIds' });
  try {
    return await db.transaction(async (tx) => {
      await editableProduct(tx, viewer, productId, { lock: true });
      const [previous] = await tx
        .select({ id: productReleases.id })
        .from(productReleases)
        .where(eq(productReleases.productId, productId))
        .orderBy(desc(productReleases.publishedAt), desc(productReleases.createdAt))
        .limit(1);
      const [release] = await tx
        .insert(productReleases)
        .values({ productId, version: input.version, changelog: input.changelog, publishedAt: clock.now() })
        .returning({ id: productReleases.id, version: productReleases.version });
      await tx.insert(productFiles).values(deliverableRows(productId, release!.id, assets));
      await carryGuides(tx, productId, previous?.id ?? null, release!.id, input.guide);
      await queue.enqueue('notify-release-buyers', { releaseId: release!.id, publicUrl }, { db: tx as Db });
      return release!;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'product_releases_version_uq')) throw versionTaken();
    throw error;
  }
}
