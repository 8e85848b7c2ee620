import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';
import type { DeploymentManifest, MediaVariant } from '../../db/schema/index.ts';
import { renderMarkdown } from '../content/markdown.ts';
import {
  type PublishedReview,
  type PublishedReviewRow,
  publishedReviewColumns,
  toPublishedReview,
} from '../reviews/published-review.ts';
import { AppError } from '../shared/app-error.ts';
import { type ProductCard, type ProductCardRow, productCardColumns, toProductCard } from './product-card.ts';

/** A review on the product page. */
export type ProductReview = PublishedReview;

export interface ProductDetail extends ProductCard {
  descriptionHtml: string;
  language: string;
  tags: string[];
  demoUrl: string | null;
  manifest: DeploymentManifest | null;
  gallery: { alt: string; variants: MediaVariant[] }[];
  seller: ProductCard['seller'] & { bio: string; avatarUrl: string | null; memberSince: string };
  reviews: ProductReview[];
  moreFromSeller: ProductCard[];
}

const latestReviews = 5;
const moreFromSellerCount = 4;

/** A published product by slug, with what its page shows; 404 otherwise. */
export async function getProduct(deps: { db: Db }, slug: string): Promise<ProductDetail> {
  const { db } = deps;
  const [row] = await rows<
    ProductCardRow & {
      description: string;
      language: string;
      tags: string[];
      demo_url: string | null;
      manifest: DeploymentManifest | null;
      seller_bio: string;
      seller_avatar: string | null;
      seller_since: Date | string;
    }
  >(
    db,
    sql`select ${productCardColumns}, p.description, p.language, p.tags, p.demo_url, p.manifest,
          s.bio as seller_bio, s.avatar_url as seller_avatar, s.created_at as seller_since
        from products p
        join seller_profiles s on s.id = p.seller_id
        join categories c on c.id = p.category_id
        where p.slug = ${slug} and p.status = 'published'`,
  );
  if (!row) throw new AppError('product_not_found', 404, 'Produit introuvable');

  const [gallery, reviews, more] = await Promise.all([
    rows<{ alt: string; variants: MediaVariant[] }>(
      db,
      sql`select alt, variants from product_media where product_id = ${row.id} and kind = 'gallery' order by sort`,
    ),
    rows<PublishedReviewRow>(
      db,
      sql`select ${publishedReviewColumns}
          from reviews r left join profiles pr on pr.id = r.buyer_id
          where r.product_id = ${row.id} and r.status = 'published'
          order by r.created_at desc limit ${latestReviews}`,
    ),
    rows<ProductCardRow>(
      db,
      sql`select ${productCardColumns}
          from products p
          join seller_profiles s on s.id = p.seller_id
          join categories c on c.id = p.category_id
          where p.seller_id = ${row.seller_id} and p.status = 'published' and p.id <> ${row.id}
          order by p.sales_count desc nulls last, p.id limit ${moreFromSellerCount}`,
    ),
  ]);

  const card = toProductCard(row);
  return {
    ...card,
    descriptionHtml: renderMarkdown(row.description),
    language: row.language,
    tags: row.tags,
    demoUrl: row.demo_url,
    manifest: row.manifest,
    gallery,
    seller: {
      ...card.seller,
      bio: row.seller_bio,
      avatarUrl: row.seller_avatar,
      memberSince: new Date(row.seller_since).toISOString(),
    },
    reviews: reviews.map(toPublishedReview),
    moreFromSeller: more.map(toProductCard),
  };
}
