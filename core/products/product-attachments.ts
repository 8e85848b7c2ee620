import { and, desc, eq, inArray } from 'drizzle-orm';
import { type MediaVariant, productFiles, productMedia, productReleases, sellerAssets } from '../../db/schema/index.ts';
import { processImage } from '../media/process-image.ts';
import { imageProfiles } from '../media/profiles.ts';
import type { Clock } from '../ports/clock.ts';
import type { FileStore } from '../ports/file-store.ts';
import { AppError } from '../shared/app-error.ts';
import type { Tx } from './product-access.ts';

export type LibraryAsset = typeof sellerAssets.$inferSelect;

const assetError = (field: string) =>
  new AppError('asset_not_found', 400, 'Ce fichier ne fait pas partie de votre bibliothèque', { field });

/**
 * The seller's library assets with these ids, in the order asked. An id that is not one of this seller's assets (or
 * not an image where one is needed) is a field error: nobody attaches another seller's file.
 */
export async function ownedAssets(
  db: Tx,
  sellerId: string,
  ids: readonly string[],
  { field, imagesOnly = false }: { field: string; imagesOnly?: boolean },
): Promise<LibraryAsset[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const found = await db
    .select()
    .from(sellerAssets)
    .where(and(eq(sellerAssets.sellerId, sellerId), inArray(sellerAssets.id, unique)));
  const byId = new Map(found.map((a) => [a.id, a]));
  return unique.map((id) => {
    const asset = byId.get(id);
    if (!asset || (imagesOnly && asset.kind !== 'image')) throw assetError(field);
    return asset;
  });
}

export interface PreparedImage {
  assetId: string;
  kind: 'cover' | 'gallery';
  alt: string;
  width: number;
  height: number;
  variants: MediaVariant[];
}

/**
 * The renditions of the chosen images: reused when the product already shows that asset in that role, else made
 * from the stored file by the media pipeline (WebP and AVIF). Runs before the transaction: encoding takes time.
 */
export async function prepareImages(
  { db, files }: { db: Tx; files: FileStore },
  productId: string,
  chosen: { kind: 'cover' | 'gallery'; asset: LibraryAsset }[],
): Promise<PreparedImage[]> {
  if (chosen.length === 0) return [];
  const existing = await db
    .select({ assetId: productMedia.assetId, kind: productMedia.kind, variants: productMedia.variants })
    .from(productMedia)
    .where(eq(productMedia.productId, productId));
  const known = new Map(existing.map((m) => [`${m.kind}:${m.assetId}`, m.variants]));
  return Promise.all(
    chosen.map(async ({ kind, asset }) => {
      const profile = imageProfiles[kind];
      const base = { assetId: asset.id, kind, alt: asset.fileName.replace(/\.[^.]+$/, '') };
      const size = { width: profile.widths.at(-1)!, height: Math.round(profile.widths.at(-1)! / profile.aspect) };
      const reused = known.get(`${kind}:${asset.id}`);
      if (reused) return { ...base, ...size, variants: reused };
      const stored = await files.get(asset.storageKey);
      if (!stored) throw assetError(kind === 'cover' ? 'coverAssetId' : 'galleryAssetIds');
      const variants = await processImage({ files }, stored.body, {
        profile,
        keyPrefix: `products/${productId}/${kind}-${asset.id}`,
      });
      return { ...base, ...size, variants };
    }),
  );
}

/** Replaces the product's images of the given roles by the prepared ones (in their order). */
export async function replaceImages(
  tx: Tx,
  productId: string,
  kinds: readonly ('cover' | 'gallery')[],
  images: readonly PreparedImage[],
): Promise<MediaVariant[]> {
  if (kinds.length === 0) return [];
  const removed = await tx
    .delete(productMedia)
    .where(and(eq(productMedia.productId, productId), inArray(productMedia.kind, [...kinds])))
    .returning({ variants: productMedia.variants });
  if (images.length > 0) {
    await tx.insert(productMedia).values(
      images.map((image, index) => ({
        productId,
        kind: image.kind,
        sort: index,
        alt: image.alt,
        width: image.width,
        height: image.height,
        variants: image.variants,
        assetId: image.assetId,
      })),
    );
  }
  const kept = new Set(images.flatMap((image) => image.variants.map((v) => v.path)));
  return removed.flatMap((m) => m.variants).filter((v) => !kept.has(v.path));
}

/**
 * Deletes the renditions of images a product no longer shows, once the change is committed. Only those the editor
 * made for this product (`products/<id>/…`): demo covers are shared between products.
 */
export async function deleteRenditions(files: FileStore, productId: string, variants: readonly MediaVariant[]) {
  const own = variants.filter((v) => v.path.startsWith(`products/${productId}/`));
  await Promise.all(own.map((v) => files.delete(v.path)));
}

/** product_files rows delivering these library files in a release (the stored file is shared, not copied). */
export const deliverableRows = (productId: string, releaseId: string, assets: readonly LibraryAsset[]) =>
  assets.map((asset) => ({
    productId,
    releaseId,
    assetId: asset.id,
    fileName: asset.fileName,
    storageKey: asset.storageKey,
    contentType: asset.contentType,
    sizeBytes: asset.sizeBytes,
    sha256: asset.sha256,
  }));

export const firstVersion = '1.0.0';

/**
 * Sets the files of the product's latest release (what buyers download); a product without a release gets its
 * first one, 1.0.0, published now. A new version with a changelog is `publishRelease`.
 */
export async function replaceDeliverables(
  tx: Tx,
  { clock }: { clock: Clock },
  productId: string,
  assets: readonly LibraryAsset[],
) {
  const [latest] = await tx
    .select({ id: productReleases.id })
    .from(productReleases)
    .where(eq(productReleases.productId, productId))
    .orderBy(desc(productReleases.publishedAt), desc(productReleases.createdAt))
    .limit(1);
  let releaseId = latest?.id;
  if (!releaseId) {
    if (assets.length === 0) return;
    const [created] = await tx
      .insert(productReleases)
      .values({ productId, version: firstVersion, changelog: '', publishedAt: clock.now() })
      .returning({ id: productReleases.id });
    releaseId = created!.id;
  }
  // Files already delivered keep their row (and id: download links name it); only the difference changes.
  const current = await tx
    .select({ id: productFiles.id, assetId: productFiles.assetId })
    .from(productFiles)
    .where(eq(productFiles.releaseId, releaseId));
  const wanted = new Set(assets.map((a) => a.id));
  const gone = current.filter((f) => !f.assetId || !wanted.has(f.assetId)).map((f) => f.id);
  if (gone.length > 0) await tx.delete(productFiles).where(inArray(productFiles.id, gone));
  const held = new Set(current.map((f) => f.assetId));
  const added = assets.filter((a) => !held.has(a.id));
  if (added.length > 0) await tx.insert(productFiles).values(deliverableRows(productId, releaseId, added));
}
