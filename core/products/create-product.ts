import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { priceHistory, products } from '../../db/schema/index.ts';
import type { Viewer } from '../accounts/viewer.ts';
import type { Clock } from '../ports/clock.ts';
import type { FileStore } from '../ports/file-store.ts';
import { isUniqueViolation } from '../shared/unique-violation.ts';
import { viewerSellerId } from './product-access.ts';
import { ownedAssets, prepareImages, replaceDeliverables, replaceImages } from './product-attachments.ts';
import type { ProductData } from './product-input.schema.ts';
import { chooseSlug, slugTaken } from './product-slug.ts';
import { deploymentServiceColumns, requireCategory, writeTranslations } from './product-writes.ts';

export interface ProductWriteDeps {
  db: Db;
  files: FileStore;
  clock: Clock;
}

/**
 * A new product of the viewer's shop, as a draft (publishing is `setProductStatus`), with its images made from the
 * library, its files as release 1.0.0, its translations and its first price in price_history.
 */
export async function createProduct(
  { db, files, clock }: ProductWriteDeps,
  viewer: Viewer | null,
  input: ProductData,
): Promise<{ id: string; slug: string }> {
  const sellerId = await viewerSellerId(db, viewer);
  await requireCategory(db, input.categoryId);
  const id = randomUUID();
  const [cover, gallery, deliverables] = await Promise.all([
    ownedAssets(db, sellerId, input.coverAssetId ? [input.coverAssetId] : [], {
      field: 'coverAssetId',
      imagesOnly: true,
    }),
    ownedAssets(db, sellerId, input.galleryAssetIds, { field: 'galleryAssetIds', imagesOnly: true }),
    ownedAssets(db, sellerId, input.fileAssetIds, { field: 'fileAssetIds' }),
  ]);
  const images = await prepareImages({ db, files }, id, [
    ...cover.map((asset) => ({ kind: 'cover' as const, asset })),
    ...gallery.map((asset) => ({ kind: 'gallery' as const, asset })),
  ]);
  const now = clock.now();
  try {
    return await db.transaction(async (tx) => {
      const slug = await chooseSlug(tx, { wanted: input.slug || undefined, title: input.title, productId: null });
      await tx.insert(products).values({
        id,
        sellerId,
        categoryId: input.categoryId,
        slug,
        title: input.title,
        summary: input.summary,
        description: input.description,
        language: input.language,
        tags: input.tags,
        priceCents: input.price,
        billing: input.billing,
        status: 'draft',
        deploymentHours: input.deploymentHours,
        demoUrl: input.demoUrl || null,
        demoEmbed: input.demoEmbed,
        manifest: input.manifest,
        ...deploymentServiceColumns(input),
        createdAt: now,
        updatedAt: now,
      });
      await tx.insert(priceHistory).values({ productId: id, priceCents: input.price, recordedAt: now });
      await writeTranslations(tx, id, input.language, input.translations);
      await replaceImages(tx, id, ['cover', 'gallery'], images);
      await replaceDeliverables(tx, { clock }, id, deliverables);
      return { id, slug };
    });
  } catch (error) {
    // Two sellers racing for the same free slug: the second one is told it is taken.
    if (isUniqueViolation(error, 'products_slug_unique')) throw slugTaken();
    throw error;
  }
}
