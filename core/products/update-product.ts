import { eq } from 'drizzle-orm';
import { priceHistory, products } from '../../db/schema/index.ts';
import type { Viewer } from '../accounts/viewer.ts';
import { AppError } from '../shared/app-error.ts';
import { isUniqueViolation } from '../shared/unique-violation.ts';
import type { ProductWriteDeps } from './create-product.ts';
import { editableProduct } from './product-access.ts';
import {
  deleteRenditions,
  type LibraryAsset,
  ownedAssets,
  prepareImages,
  replaceDeliverables,
  replaceImages,
} from './product-attachments.ts';
import { missingForPublication, missingMessage } from './product-completeness.ts';
import type { ProductPatch } from './product-input.schema.ts';
import { chooseSlug, keepFormerSlug, slugTaken } from './product-slug.ts';
import { deploymentServiceColumns, requireCategory, writeTranslations } from './product-writes.ts';

/**
 * Changes what the patch holds (owner or administrator; another seller: 403 and nothing changes). A new slug keeps
 * the old one as a redirect; a new price is recorded in price_history (EU Omnibus); images and files come from the
 * product's seller's library. A published product must stay complete.
 */
export async function updateProduct(
  { db, files, clock }: ProductWriteDeps,
  viewer: Viewer | null,
  productId: string,
  patch: ProductPatch,
): Promise<{ id: string; slug: string }> {
  const current = await editableProduct(db, viewer, productId);
  if (patch.categoryId) await requireCategory(db, patch.categoryId);
  const sellerId = current.sellerId;
  const none: LibraryAsset[] = [];
  const [cover, gallery, deliverables] = await Promise.all([
    patch.coverAssetId === undefined
      ? undefined
      : patch.coverAssetId === null
        ? none
        : ownedAssets(db, sellerId, [patch.coverAssetId], { field: 'coverAssetId', imagesOnly: true }),
    patch.galleryAssetIds &&
      ownedAssets(db, sellerId, patch.galleryAssetIds, { field: 'galleryAssetIds', imagesOnly: true }),
    patch.fileAssetIds && ownedAssets(db, sellerId, patch.fileAssetIds, { field: 'fileAssetIds' }),
  ]);
  const images = await prepareImages({ db, files }, productId, [
    ...(cover ?? []).map((asset) => ({ kind: 'cover' as const, asset })),
    ...(gallery ?? []).map((asset) => ({ kind: 'gallery' as const, asset })),
  ]);
  const now = clock.now();
  try {
    const saved = await db.transaction(async (tx) => {
      const locked = await editableProduct(tx, viewer, productId, { lock: true });
      const service =
        patch.deploymentService !== undefined || patch.deploymentPrice !== undefined || patch.billing !== undefined
          ? deploymentServiceColumns(
              patch,
              (
                await tx
                  .select({
                    deploymentService: products.deploymentService,
                    deploymentPriceCents: products.deploymentPriceCents,
                    billing: products.billing,
                  })
                  .from(products)
                  .where(eq(products.id, productId))
              )[0],
            )
          : undefined;
      const slug = patch.slug
        ? await chooseSlug(tx, { wanted: patch.slug, title: patch.title ?? locked.title, productId })
        : locked.slug;
      const [updated] = await tx
        .update(products)
        .set({
          ...(patch.title !== undefined && { title: patch.title }),
          slug,
          ...(patch.categoryId !== undefined && { categoryId: patch.categoryId }),
          ...(patch.summary !== undefined && { summary: patch.summary }),
          ...(patch.description !== undefined && { description: patch.description }),
          ...(patch.language !== undefined && { language: patch.language }),
          ...(patch.tags !== undefined && { tags: patch.tags }),
          ...(patch.price !== undefined && { priceCents: patch.price }),
          ...(patch.billing !== undefined && { billing: patch.billing }),
          ...(patch.deploymentHours !== undefined && { deploymentHours: patch.deploymentHours }),
          ...(patch.demoUrl !== undefined && { demoUrl: patch.demoUrl || null }),
          ...(patch.demoEmbed !== undefined && { demoEmbed: patch.demoEmbed }),
          ...(patch.manifest !== undefined && { manifest: patch.manifest }),
          ...service,
          updatedAt: now,
        })
        .where(eq(products.id, productId))
        .returning({ language: products.language, status: products.status });
      await keepFormerSlug(tx, productId, locked.slug, slug);
      if (patch.price !== undefined && patch.price !== locked.priceCents) {
        await tx.insert(priceHistory).values({ productId, priceCents: patch.price, recordedAt: now });
      }
      if (patch.translations !== undefined || patch.language !== undefined) {
        await writeTranslations(tx, productId, updated!.language, patch.translations);
      }
      const kinds = [...(cover ? (['cover'] as const) : []), ...(gallery ? (['gallery'] as const) : [])];
      const unused = await replaceImages(tx, productId, kinds, images);
      if (deliverables) await replaceDeliverables(tx, { clock }, productId, deliverables);
      if (updated!.status === 'published') {
        const missing = await missingForPublication(tx, productId);
        if (missing.length > 0) throw new AppError('product_incomplete', 422, missingMessage(missing), { missing });
      }
      return { id: productId, slug, unused };
    });
    await deleteRenditions(files, productId, saved.unused);
    return { id: saved.id, slug: saved.slug };
  } catch (error) {
    if (isUniqueViolation(error, 'products_slug_unique')) throw slugTaken();
    throw error;
  }
}
