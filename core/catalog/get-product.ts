import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';
import type { DeploymentManifest, MediaVariant, TraderDetails } from '../../db/schema/index.ts';
import { renderMarkdown } from '../content/markdown.ts';
import { type DeploymentStats, sellerDeploymentStats } from '../deployments/stats/deployment-stats.ts';
import { type Clock, systemClock } from '../ports/clock.ts';
import {
  type PublishedReview,
  type PublishedReviewRow,
  publishedReviewColumns,
  toPublishedReview,
} from '../reviews/published-review.ts';
import { type PublicTrader, publicTrader } from '../sellers/public-trader.ts';
import { AppError } from '../shared/app-error.ts';
import { type DemoFraming, neverFrame, type ProductDemo, productDemo } from './demo-framing.ts';
import {
  type ProductCard,
  type ProductCardRow,
  productCardColumns,
  sellerProductCards,
  toProductCard,
} from './product-card.ts';

/** A review on the product page. */
export type ProductReview = PublishedReview;

/** A promotion of the `promotions` table that applies to this product and ends within 48 hours. */
export interface LastChance {
  /** When the promotion ends (ISO 8601); always in the future and at most 48 hours away. */
  endsAt: string;
  percentOff: number | null;
  amountOffCents: number | null;
  /** The code to type at checkout, or null for a promotion applied without one. */
  code: string | null;
}

/** The seller's translation of the texts into the reader's language (the product is written in another). */
export interface ProductTranslation {
  locale: string;
  title: string;
  summary: string;
  descriptionHtml: string;
}

export interface ProductDetail extends ProductCard {
  descriptionHtml: string;
  /** The language the seller wrote the product in. */
  language: string;
  tags: string[];
  demoUrl: string | null;
  demo: ProductDemo | null;
  manifest: DeploymentManifest | null;
  /** Guided deployment by the creator (decision 0046): included in the price, or its price as an option. */
  deploymentService: { kind: 'none' | 'included' | 'paid_option'; priceCents: number | null };
  gallery: { alt: string; width: number; height: number; variants: MediaVariant[] }[];
  lastChance: LastChance | null;
  translation: ProductTranslation | null;
  seller: ProductCard['seller'] & {
    bio: string;
    avatarUrl: string | null;
    memberSince: string;
    /** « Informations sur le vendeur »: who buyers deal with (null for a seller who never declared it). */
    trader: PublicTrader | null;
    /** How the creator keeps the announced deployment time (decision 0046). */
    deployment: DeploymentStats;
  };
  reviews: ProductReview[];
  moreFromSeller: ProductCard[];
}

const latestReviews = 5;
const moreFromSellerCount = 4;
/** The last-chance banner shows for a promotion ending within this many hours. */
export const LAST_CHANCE_HOURS = 48;

export interface GetProductDeps {
  db: Db;
  /** "Now" for the last-chance rule (the system clock when absent). */
  clock?: Clock;
  demoFraming?: DemoFraming;
}

/**
 * A published product by slug, with what its page shows; 404 otherwise. `locale` is the reader's language: when
 * it differs from the product's and the seller translated the product into it, `translation` holds that text.
 */
export async function getProduct(
  deps: GetProductDeps,
  slug: string,
  options: { locale?: string } = {},
): Promise<ProductDetail> {
  const { db } = deps;
  const now = (deps.clock ?? systemClock).now();
  const horizon = new Date(now.getTime() + LAST_CHANCE_HOURS * 3_600_000);
  const [row] = await rows<
    ProductCardRow & {
      description: string;
      language: string;
      tags: string[];
      demo_url: string | null;
      demo_embed: boolean;
      manifest: DeploymentManifest | null;
      deployment_service: 'none' | 'included' | 'paid_option';
      deployment_price_cents: number | null;
      seller_bio: string;
      seller_avatar: string | null;
      seller_since: Date | string;
      seller_trader: TraderDetails | null;
    }
  >(
    db,
    sql`select ${productCardColumns}, p.description, p.language, p.tags, p.demo_url, p.demo_embed, p.manifest,
          p.deployment_service, p.deployment_price_cents,
          s.bio as seller_bio, s.avatar_url as seller_avatar, s.created_at as seller_since,
          s.trader as seller_trader
        from products p
        join seller_profiles s on s.id = p.seller_id
        join categories c on c.id = p.category_id
        where p.slug = ${slug} and p.status = 'published'`,
  );
  if (!row) throw await notFoundOrMoved(db, slug);

  const reader = options.locale && options.locale !== row.language ? options.locale : null;
  const [gallery, reviews, more, promotion, translation, demo, deployment] = await Promise.all([
    rows<{ alt: string; width: number; height: number; variants: MediaVariant[] }>(
      db,
      sql`select alt, width, height, variants from product_media
          where product_id = ${row.id} and kind = 'gallery' order by sort, created_at`,
    ),
    rows<PublishedReviewRow>(
      db,
      sql`select ${publishedReviewColumns}
          from reviews r left join profiles pr on pr.id = r.buyer_id
          where r.product_id = ${row.id} and r.status = 'published'
          order by r.created_at desc nulls last limit ${latestReviews}`,
    ),
    sellerProductCards(db, row.seller_id, { exceptId: row.id, limit: moreFromSellerCount }),
    // The promotion of this product (alone or among those chosen), of its seller's whole shop or of the whole
    // platform that is running (not paused), still has redemptions left and ends soonest, if that is within 48 hours.
    rows<{ ends_at: Date | string; percent_off: number | null; amount_off_cents: number | null; code: string | null }>(
      db,
      sql`select ends_at, percent_off, amount_off_cents, code from promotions
          where (product_id = ${row.id}
                 or (product_id is null and (seller_id = ${row.seller_id} or seller_id is null)))
            and (not exists (select 1 from promotion_products pp where pp.promotion_id = promotions.id)
                 or exists (select 1 from promotion_products pp
                            where pp.promotion_id = promotions.id and pp.product_id = ${row.id}))
            and paused_at is null
            and starts_at <= ${now.toISOString()} and ends_at > ${now.toISOString()}
            and ends_at <= ${horizon.toISOString()}
            and (max_redemptions is null or redemptions < max_redemptions)
          order by ends_at limit 1`,
    ),
    reader
      ? rows<{ locale: string; title: string; summary: string; description: string }>(
          db,
          sql`select locale, title, summary, description from product_translations
              where product_id = ${row.id} and locale = ${reader}`,
        )
      : Promise.resolve([]),
    row.demo_url ? productDemo(deps.demoFraming ?? neverFrame, row.demo_url, row.demo_embed) : null,
    sellerDeploymentStats(db, row.seller_id, now),
  ]);
  const [lastChance] = promotion;
  const [translated] = translation;

  const card = toProductCard(row);
  return {
    ...card,
    descriptionHtml: renderMarkdown(row.description),
    language: row.language,
    tags: row.tags,
    demoUrl: row.demo_url,
    demo,
    manifest: row.manifest,
    deploymentService: { kind: row.deployment_service, priceCents: row.deployment_price_cents },
    gallery,
    lastChance: lastChance
      ? {
          endsAt: new Date(lastChance.ends_at).toISOString(),
          percentOff: lastChance.percent_off,
          amountOffCents: lastChance.amount_off_cents,
          code: lastChance.code,
        }
      : null,
    translation: translated
      ? {
          locale: translated.locale,
          title: translated.title,
          summary: translated.summary || row.summary,
          descriptionHtml: renderMarkdown(translated.description || row.description),
        }
      : null,
    seller: {
      ...card.seller,
      bio: row.seller_bio,
      avatarUrl: row.seller_avatar,
      memberSince: new Date(row.seller_since).toISOString(),
      trader: publicTrader(row.seller_trader),
      deployment,
    },
    reviews: reviews.map(toPublishedReview),
    moreFromSeller: more,
  };
}

/**
 * A slug the product no longer uses answers `product_moved` (301) with its current slug in `details.slug`, so the
 * page redirects old links; anything else is a 404.
 */
async function notFoundOrMoved(db: Db, slug: string): Promise<AppError> {
  const [moved] = await rows<{ slug: string }>(
    db,
    sql`select p.slug from product_slug_redirects r join products p on p.id = r.product_id
        where r.slug = ${slug} and p.status = 'published'`,
  );
  return moved
    ? new AppError('product_moved', 301, 'Ce produit a changé d’adresse', { slug: moved.slug })
    : new AppError('product_not_found', 404, 'Produit introuvable');
}
