import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { locale } from './accounts.ts';
import { at, createdAt, ref, tableWithId, timestamps, updatedAt } from './columns.ts';
import type { MediaVariant } from './media.ts';
import { sellerAssets, sellerProfiles } from './sellers.ts';

export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const billing = pgEnum('billing', ['one_time', 'monthly', 'yearly']);
/**
 * `suspended`: taken off the market by an administrator (moderation, or its seller banned); only an administrator
 * puts it back (core/admin/moderation).
 */
export const productStatus = pgEnum('product_status', ['draft', 'published', 'archived', 'suspended']);
/** Why a product is suspended: a moderation decision, or its seller's ban (lifted with the ban). */
export const productSuspensionCause = pgEnum('product_suspension_cause', ['moderation', 'seller_banned']);

export type LocalizedLabels = Record<(typeof locale.enumValues)[number], string>;

export const categories = tableWithId('categories', {
  slug: text('slug').notNull().unique(),
  labels: jsonb('labels').$type<LocalizedLabels>().notNull(),
  icon: text('icon').notNull(),
  sort: smallint('sort').notNull().default(0),
  createdAt: createdAt(),
});

/** What a buyer needs to run the product (shown on the product page and the « Déployer » page). */
export interface DeploymentManifest {
  model: string;
  requiredKeys: string[];
  estimatedMonthlyCostEur: number;
  /** The summary of where it runs (one line); the options a buyer may choose from are `hostingOptions`. */
  hosting: string;
  /**
   * Where the buyer may run it (Scaleway, OVHcloud, a VPS with Docker…): offered on the « Déployer » page and in a
   * deployment request. Absent on older manifests: readers use `hostingOptions ?? [hosting]` (core/deployments/guides/hosting-options.ts).
   */
  hostingOptions?: string[];
  dataLocation: string;
  aiDisclosure: boolean;
}

/** Whether the creator deploys the product for its buyer: never, always (in the price), or as a paid option. */
export const deploymentService = pgEnum('deployment_service', ['none', 'included', 'paid_option']);

export const products = tableWithId(
  'products',
  {
    sellerId: ref('seller_id', () => sellerProfiles.id, 'restrict').notNull(),
    categoryId: ref('category_id', () => categories.id, 'restrict').notNull(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    description: text('description').notNull().default(''),
    language: locale('language').notNull().default('fr'),
    tags: text('tags').array().notNull().default([]),
    priceCents: integer('price_cents').notNull(),
    compareAtPriceCents: integer('compare_at_price_cents'),
    billing: billing('billing').notNull().default('one_time'),
    status: productStatus('status').notNull().default('draft'),
    deploymentHours: smallint('deployment_hours').notNull().default(24),
    demoUrl: text('demo_url'),
    /** The seller lets the product page show the demo in a frame (decision 0042); otherwise a new-tab link. */
    demoEmbed: boolean('demo_embed').notNull().default(false),
    manifest: jsonb('manifest').$type<DeploymentManifest>(),
    deploymentService: deploymentService('deployment_service').notNull().default('none'),
    /** The guided deployment's price, VAT included like the product's, when it is a paid option (decision 0046). */
    deploymentPriceCents: integer('deployment_price_cents'),
    ratingAvg: numeric('rating_avg', { precision: 3, scale: 2, mode: 'number' }).notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    salesCount: integer('sales_count').notNull().default(0),
    /** "Top" order: sales, rating and recency in one number (trigger `products_top_score`; formula on /transparency). */
    topScore: doublePrecision('top_score').notNull().default(0),
    /** Maintained by the `products_search_refresh` trigger (see migrations): everything searchable, weighted. */
    search: tsvector('search'),
    /**
     * Among the `popularProducts` best by `top_score` (kept by the search upkeep job): the tier a broad search and
     * the suggestions read first, through partial indexes, so their work does not grow with the catalogue.
     */
    popular: boolean('popular').notNull().default(false),
    /** Title (A) and tags (B) only: small, so ranking thousands of matches stays cheap. Same trigger. */
    rankVector: tsvector('rank_vector'),
    publishedAt: at('published_at'),
    suspendedAt: at('suspended_at'),
    suspensionCause: productSuspensionCause('suspension_cause'),
    /** The statement of reasons sent to the seller (EU P2B art. 4). */
    suspensionReason: text('suspension_reason'),
    ...timestamps(),
  },
  (t) => [
    check('products_price_positive', sql`${t.priceCents} > 0`),
    check('products_rating_range', sql`${t.ratingAvg} between 0 and 5`),
    check(
      'products_deployment_price',
      sql`(${t.deploymentService} = 'paid_option') = coalesce(${t.deploymentPriceCents} > 0, false)`,
    ),
    index('products_seller_idx').on(t.sellerId, t.status),
    index('products_seller_top_idx').on(t.sellerId, t.salesCount.desc(), t.id).where(sql`${t.status} = 'published'`),
    index('products_published_idx').on(t.publishedAt.desc(), t.id).where(sql`${t.status} = 'published'`),
    index('products_category_published_idx')
      .on(t.categoryId, t.publishedAt.desc())
      .where(sql`${t.status} = 'published'`),
    index('products_top_idx').on(t.topScore.desc(), t.id).where(sql`${t.status} = 'published'`),
    /** The marketplace's price and rating orders (core/catalog/list-products.ts): the first page without a scan. */
    index('products_price_idx').on(t.priceCents, t.id).where(sql`${t.status} = 'published'`),
    index('products_rating_idx')
      .on(t.ratingAvg.desc(), t.ratingCount.desc(), t.id)
      .where(sql`${t.status} = 'published'`),
    /** The landing page's featured products: rated, published best sellers (core/catalog/get-landing-highlights.ts). */
    index('products_featured_idx')
      .on(t.salesCount.desc(), t.ratingAvg.desc(), t.id)
      .where(sql`${t.status} = 'published' and ${t.ratingCount} > 0`),
    index('products_search_idx').using('gin', t.search),
    index('products_rank_vector_idx').using('gin', t.rankVector),
    index('products_popular_search_idx').using('gin', t.search).where(sql`${t.popular} and ${t.status} = 'published'`),
    index('products_popular_rank_vector_idx')
      .using('gin', t.rankVector)
      .where(sql`${t.popular} and ${t.status} = 'published'`),
    index('products_popular_top_idx')
      .on(t.topScore.desc(), t.id)
      .where(sql`${t.popular} and ${t.status} = 'published'`),
  ],
);

/** A row that belongs to a product and is deleted with it. */
export const belongsToProduct = () => ref('product_id', () => products.id, 'cascade').notNull();

export const productTranslations = pgTable(
  'product_translations',
  {
    productId: belongsToProduct(),
    locale: locale('locale').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    description: text('description').notNull().default(''),
    updatedAt: updatedAt(),
  },
  // Searchable through the product's own vectors, which the products trigger builds with the translations.
  (t) => [primaryKey({ columns: [t.productId, t.locale] })],
);

export const mediaKind = pgEnum('media_kind', ['cover', 'gallery']);

export const productMedia = tableWithId(
  'product_media',
  {
    productId: belongsToProduct(),
    kind: mediaKind('kind').notNull().default('gallery'),
    sort: smallint('sort').notNull().default(0),
    alt: text('alt').notNull().default(''),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    variants: jsonb('variants').$type<MediaVariant[]>().notNull(),
    /** The library image these renditions were made from (null for generated demo covers). */
    assetId: ref('asset_id', () => sellerAssets.id, 'set null'),
    createdAt: createdAt(),
  },
  (t) => [
    index('product_media_product_idx').on(t.productId, t.kind, t.sort),
    index('product_media_asset_idx').on(t.assetId),
  ],
);

export const productReleases = tableWithId(
  'product_releases',
  {
    productId: belongsToProduct(),
    version: text('version').notNull(),
    changelog: text('changelog').notNull().default(''),
    publishedAt: at('published_at'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('product_releases_version_uq').on(t.productId, t.version),
    index('product_releases_product_idx').on(t.productId, t.createdAt.desc()),
  ],
);

export const productFiles = tableWithId(
  'product_files',
  {
    productId: belongsToProduct(),
    releaseId: ref('release_id', () => productReleases.id, 'set null'),
    fileName: text('file_name').notNull(),
    /** The library file it comes from; several products and releases may deliver the same stored file. */
    assetId: ref('asset_id', () => sellerAssets.id, 'restrict'),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('product_files_product_idx').on(t.productId),
    index('product_files_release_idx').on(t.releaseId),
    index('product_files_asset_idx').on(t.assetId),
  ],
);

/**
 * The creator's step-by-step deployment guide (Markdown) of one release, in one language: each release carries its
 * guide, so a buyer reads the guide of the version they download. The buyer's language when the creator translated
 * it, otherwise the product's (core/deployments/guides/guide-choice.ts). Its level-2 headings (or, without them, its numbered
 * steps) are the buyer's checklist, keyed by a stable slug (core/deployments/guides/guide-steps.ts).
 */
export const productReleaseGuides = pgTable(
  'product_release_guides',
  {
    releaseId: ref('release_id', () => productReleases.id, 'cascade').notNull(),
    locale: locale('locale').notNull(),
    body: text('body').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.releaseId, t.locale] })],
);

/** A slug a product no longer uses: its old links redirect to the product's current page. */
export const productSlugRedirects = pgTable('product_slug_redirects', {
  slug: text('slug').primaryKey(),
  productId: belongsToProduct(),
  createdAt: createdAt(),
});

/** Product page views per product and day (UTC), counted by a beacon so cached pages count too. */
export const productViews = pgTable(
  'product_views',
  {
    productId: belongsToProduct(),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.day] }), index('product_views_day_idx').on(t.day)],
);

/**
 * The counted views of a product per day and traffic source (decision 0043): `direct`, an external referrer's
 * host, `ref:<partner code>` or `utm:<utm_source>`. Aggregates only, like product_views.
 */
export const productViewSources = pgTable(
  'product_view_sources',
  {
    productId: belongsToProduct(),
    day: date('day', { mode: 'string' }).notNull(),
    source: text('source').notNull(),
    views: integer('views').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.day, t.source] })],
);

/** Every price a product has had, for the EU Omnibus "lowest price in the previous 30 days". */
export const priceHistory = tableWithId(
  'price_history',
  {
    productId: belongsToProduct(),
    priceCents: integer('price_cents').notNull(),
    recordedAt: createdAt(),
  },
  (t) => [index('price_history_product_idx').on(t.productId, t.recordedAt.desc())],
);

/**
 * Every word of the searchable text, unaccented and lower-case (trigger-maintained), for typo tolerance and
 * spelling suggestions: a query word missing from here is looked up among its nearest trigram neighbours.
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_trgm_idx').using('gist', t.word.op('gist_trgm_ops')),
]);

/** Groups of interchangeable search terms (IA / AI / intelligence artificielle …), unaccented, lower-case. */
export const searchSynonyms = pgTable('search_synonyms', {
  id: smallint('id').primaryKey().generatedAlwaysAsIdentity(),
  terms: text('terms').array().notNull(),
});

/**
 * Published products counted by every value the listing filters on (trigger-maintained, migration 0013): the
 * facets of the unfiltered marketplace come from these few hundred rows instead of a count of the catalogue.
 */
export const catalogFacetCounts = pgTable(
  'catalog_facet_counts',
  {
    categoryId: uuid('category_id').notNull(),
    billing: billing('billing').notNull(),
    language: locale('language').notNull(),
    ratingAvg: numeric('rating_avg', { precision: 3, scale: 2, mode: 'number' }).notNull(),
    priceCents: integer('price_cents').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.billing, t.language, t.ratingAvg, t.priceCents] })],
);

/**
 * Each seller's figures over their published products (trigger-maintained, migration 0021): the seller page and the
 * landing page's creators read one row per seller instead of summing the seller's products on every request.
 * `rating_total` is the sum of `rating_avg × rating_count`, so the reviews-weighted average is exact.
 */
export const sellerCatalogStats = pgTable(
  'seller_catalog_stats',
  {
    sellerId: ref('seller_id', () => sellerProfiles.id, 'cascade').primaryKey(),
    productCount: integer('product_count').notNull().default(0),
    salesCount: bigint('sales_count', { mode: 'number' }).notNull().default(0),
    ratingCount: bigint('rating_count', { mode: 'number' }).notNull().default(0),
    ratingTotal: numeric('rating_total', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    index('seller_catalog_stats_sales_idx').on(t.salesCount.desc(), t.sellerId).where(sql`${t.productCount} > 0`),
  ],
);
