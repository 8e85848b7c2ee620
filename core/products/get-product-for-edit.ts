import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  categories,
  type DeploymentManifest,
  type LocalizedLabels,
  type MediaVariant,
  productFiles,
  productMedia,
  productReleaseGuides,
  productReleases,
  productSlugRedirects,
  products,
  productTranslations,
  sellerAssets,
} from '../../db/schema/index.ts';
import type { Locale } from '../../i18n/config.ts';
import type { Viewer } from '../accounts/viewer.ts';
import { toAssetSummary } from '../assets/asset-row.ts';
import type { AssetSummary } from '../assets/asset-summary.ts';
import { AppError } from '../shared/app-error.ts';
import { editableProduct, productNotFound, viewerSellerId } from './product-access.ts';
import { missingForPublication, type PublishRequirement } from './product-completeness.ts';
import type { DeploymentService } from './product-input.schema.ts';
import type { ProductStatus } from './product-status.schema.ts';

export interface EditableRelease {
  id: string;
  version: string;
  changelog: string;
  publishedAt: string | null;
  files: { id: string; fileName: string; sizeBytes: number; assetId: string | null }[];
}

/** A product as its editor shows it: the stored values, in the input schema's terms. */
export interface ProductForEdit {
  id: string;
  sellerId: string;
  slug: string;
  status: ProductStatus;
  title: string;
  categoryId: string;
  tags: string[];
  summary: string;
  description: string;
  priceCents: number;
  billing: 'one_time' | 'monthly' | 'yearly';
  language: Locale;
  demoUrl: string | null;
  demoEmbed: boolean;
  deploymentHours: number;
  manifest: DeploymentManifest | null;
  deploymentService: DeploymentService;
  deploymentPriceCents: number | null;
  /** The deployment guide of the latest release, by language (the product's and its translations). */
  guide: { releaseId: string; version: string; bodies: Partial<Record<Locale, string>> } | null;
  translations: { locale: Locale; title: string; summary: string; description: string }[];
  coverAssetId: string | null;
  galleryAssetIds: string[];
  /** The files of the latest release: what buyers download. */
  fileAssetIds: string[];
  cover: MediaVariant[];
  gallery: { alt: string; width: number; height: number; variants: MediaVariant[] }[];
  releases: EditableRelease[];
  /** What publishing still needs (empty: complete). */
  missing: PublishRequirement[];
}

/** What the editor offers to choose from: the categories and the seller's library. */
export interface EditorOptions {
  categories: { id: string; slug: string; labels: LocalizedLabels }[];
  assets: AssetSummary[];
}

/** The library listing is capped: the picker shows the newest files (the library page has them all). */
const pickerAssets = 200;

/** Categories and the library of the seller (by the seller_assets_seller_idx index). */
export async function getEditorOptions({ db }: { db: Db }, sellerId: string): Promise<EditorOptions> {
  const [cats, assets] = await Promise.all([
    db
      .select({ id: categories.id, slug: categories.slug, labels: categories.labels })
      .from(categories)
      .orderBy(asc(categories.sort)),
    db
      .select()
      .from(sellerAssets)
      .where(eq(sellerAssets.sellerId, sellerId))
      .orderBy(desc(sellerAssets.createdAt))
      .limit(pickerAssets),
  ]);
  return { categories: cats, assets: assets.map(toAssetSummary) };
}

/** The editor of a new product: the viewer must have a seller profile (see viewerSellerId). */
export async function getNewProductEditor({ db }: { db: Db }, viewer: Viewer | null) {
  const sellerId = await viewerSellerId(db, viewer);
  return getEditorOptions({ db }, sellerId);
}

/** A former slug of a product the viewer may edit: `product_moved` (301, `details.slug`); otherwise a 404. */
async function notFoundOrMoved(db: Db, viewer: Viewer | null, slug: string): Promise<AppError> {
  const [moved] = await db
    .select({ id: products.id, slug: products.slug })
    .from(productSlugRedirects)
    .innerJoin(products, eq(products.id, productSlugRedirects.productId))
    .where(eq(productSlugRedirects.slug, slug));
  if (!moved) return productNotFound();
  await editableProduct(db, viewer, moved.id);
  return new AppError('product_moved', 301, 'Ce produit a changé d’adresse', { slug: moved.slug });
}

/**
 * The id of a product the viewer may edit, by its current slug (the editor's form posts): the same refusals as
 * getProductForEdit, without reading the rest of the product.
 */
export async function editableProductId({ db }: { db: Db }, viewer: Viewer | null, slug: string): Promise<string> {
  const [found] = await db.select({ id: products.id }).from(products).where(eq(products.slug, slug));
  if (!found) throw await notFoundOrMoved(db, viewer, slug);
  await editableProduct(db, viewer, found.id);
  return found.id;
}

/** A product by its current slug for its editor (owner or administrator; another seller: 403). */
export async function getProductForEdit(
  { db }: { db: Db },
  viewer: Viewer | null,
  ref: { slug: string } | { productId: string },
): Promise<ProductForEdit> {
  const [found] = await db
    .select()
    .from(products)
    .where('slug' in ref ? eq(products.slug, ref.slug) : eq(products.id, ref.productId));
  if (!found) throw 'slug' in ref ? await notFoundOrMoved(db, viewer, ref.slug) : productNotFound();
  await editableProduct(db, viewer, found.id);
  const [translations, media, releases, missing] = await Promise.all([
    db
      .select({
        locale: productTranslations.locale,
        title: productTranslations.title,
        summary: productTranslations.summary,
        description: productTranslations.description,
      })
      .from(productTranslations)
      .where(eq(productTranslations.productId, found.id)),
    db
      .select()
      .from(productMedia)
      .where(eq(productMedia.productId, found.id))
      .orderBy(asc(productMedia.kind), asc(productMedia.sort)),
    db
      .select()
      .from(productReleases)
      .where(eq(productReleases.productId, found.id))
      .orderBy(desc(productReleases.publishedAt), desc(productReleases.createdAt)),
    missingForPublication(db, found.id),
  ]);
  const latestRelease = releases[0];
  const [files, guides] =
    releases.length === 0
      ? [[], []]
      : await Promise.all([
          db
            .select()
            .from(productFiles)
            .where(
              inArray(
                productFiles.releaseId,
                releases.map((r) => r.id),
              ),
            )
            .orderBy(asc(productFiles.fileName)),
          db
            .select({ locale: productReleaseGuides.locale, body: productReleaseGuides.body })
            .from(productReleaseGuides)
            .where(eq(productReleaseGuides.releaseId, latestRelease!.id)),
        ]);
  const cover = media.find((m) => m.kind === 'cover');
  const gallery = media.filter((m) => m.kind === 'gallery');
  const editableReleases = releases.map((r) => ({
    id: r.id,
    version: r.version,
    changelog: r.changelog,
    publishedAt: r.publishedAt?.toISOString() ?? null,
    files: files
      .filter((f) => f.releaseId === r.id)
      .map((f) => ({ id: f.id, fileName: f.fileName, sizeBytes: Number(f.sizeBytes), assetId: f.assetId })),
  }));
  return {
    id: found.id,
    sellerId: found.sellerId,
    slug: found.slug,
    status: found.status,
    title: found.title,
    categoryId: found.categoryId,
    tags: found.tags,
    summary: found.summary,
    description: found.description,
    priceCents: found.priceCents,
    billing: found.billing,
    language: found.language,
    demoUrl: found.demoUrl,
    demoEmbed: found.demoEmbed,
    deploymentHours: found.deploymentHours,
    manifest: found.manifest,
    deploymentService: found.deploymentService,
    deploymentPriceCents: found.deploymentPriceCents,
    guide: latestRelease
      ? {
          releaseId: latestRelease.id,
          version: latestRelease.version,
          bodies: Object.fromEntries(guides.map((g) => [g.locale, g.body])),
        }
      : null,
    translations,
    coverAssetId: cover?.assetId ?? null,
    galleryAssetIds: gallery.flatMap((m) => (m.assetId ? [m.assetId] : [])),
    fileAssetIds: (editableReleases[0]?.files ?? []).flatMap((f) => (f.assetId ? [f.assetId] : [])),
    cover: cover?.variants ?? [],
    gallery: gallery.map((m) => ({ alt: m.alt, width: m.width, height: m.height, variants: m.variants })),
    releases: editableReleases,
    missing,
  };
}
