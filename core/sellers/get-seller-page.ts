import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';
import type { TraderDetails } from '../../db/schema/index.ts';
import { type ProductCard, sellerProductCards } from '../catalog/product-card.ts';
import { type DeploymentStats, sellerDeploymentStats } from '../deployments/stats/deployment-stats.ts';
import { type Clock, systemClock } from '../ports/clock.ts';
import {
  type PublishedReview,
  type PublishedReviewRow,
  publishedReviewColumns,
  toPublishedReview,
} from '../reviews/published-review.ts';
import { AppError } from '../shared/app-error.ts';
import { type PublicTrader, publicTrader } from './public-trader.ts';
import { sellerSalesColumn } from './seller-sales.ts';

/** A review on the seller page: of one of their products, which it names. */
export interface SellerReview extends PublishedReview {
  product: { slug: string; title: string };
}

export interface SellerPage {
  id: string;
  name: string;
  bio: string;
  avatarUrl: string | null;
  website: string | null;
  /** The seller's expertise tags (set on /dashboard/seller-profile). */
  expertise: string[];
  certified: boolean;
  memberSince: string;
  /** Who buyers deal with (null for a seller who never declared it). */
  trader: PublicTrader | null;
  /** Over the seller's published products: reviews-weighted average rating, reviews and sales. */
  ratingAvg: number;
  ratingCount: number;
  salesCount: number;
  /** How the seller keeps the announced deployment time (decision 0046). */
  deployment: DeploymentStats;
  products: { items: ProductCard[]; total: number; page: number; pageCount: number };
  reviews: SellerReview[];
}

export const sellerProductsPerPage = 12;
const latestReviews = 5;

const notFound = () => new AppError('seller_not_found', 404, 'Vendeur introuvable');

/**
 * A seller's public page (spec §2 `/seller/:sellerId`): profile, figures over the published products, one page of
 * them (best sellers first) and the latest published reviews of any of them. 404 for an unknown id. The figures
 * are the trigger-kept `seller_catalog_stats` row; the page and the reviews walk the indexes
 * `products_seller_top_idx` and `reviews_seller_idx`, so a seller with thousands of products costs no more.
 */
export async function getSellerPage(
  { db, clock = systemClock }: { db: Db; clock?: Clock },
  sellerId: string,
  page: number,
): Promise<SellerPage> {
  if (!z.uuid().safeParse(sellerId).success) throw notFound();
  const [seller] = await rows<{
    id: string;
    public_name: string;
    bio: string;
    avatar_url: string | null;
    website: string | null;
    expertise: string[];
    certified: boolean;
    trader: TraderDetails | null;
    created_at: Date | string;
    product_count: number;
    rating_count: number;
    rating_avg: number | null;
    sales_count: number;
  }>(
    db,
    sql`select s.id, s.public_name, s.bio, s.avatar_url, s.website, s.expertise, s.certified_at is not null as certified,
          s.trader, s.created_at, coalesce(st.product_count, 0) as product_count,
          coalesce(st.rating_count, 0)::int as rating_count,
          (st.rating_total / nullif(st.rating_count, 0))::float8 as rating_avg,
          ${sellerSalesColumn} as sales_count
        from seller_profiles s
        left join seller_catalog_stats st on st.seller_id = s.id
        where s.id = ${sellerId}`,
  );
  if (!seller) throw notFound();

  const [products, reviews, deployment] = await Promise.all([
    sellerProductCards(db, sellerId, { limit: sellerProductsPerPage, offset: (page - 1) * sellerProductsPerPage }),
    rows<PublishedReviewRow & { product_slug: string; product_title: string }>(
      db,
      sql`select ${publishedReviewColumns}, p.slug as product_slug, p.title as product_title
          from reviews r
          join products p on p.id = r.product_id
          left join profiles pr on pr.id = r.buyer_id
          where r.seller_id = ${sellerId} and r.status = 'published' and p.status = 'published'
          order by r.created_at desc nulls last limit ${latestReviews}`,
    ),
    sellerDeploymentStats(db, sellerId, clock.now()),
  ]);

  return {
    id: seller.id,
    name: seller.public_name,
    bio: seller.bio,
    avatarUrl: seller.avatar_url,
    website: seller.website,
    expertise: seller.expertise,
    certified: seller.certified,
    memberSince: new Date(seller.created_at).toISOString(),
    trader: publicTrader(seller.trader),
    ratingAvg: Math.round((seller.rating_avg ?? 0) * 10) / 10,
    ratingCount: seller.rating_count,
    salesCount: seller.sales_count,
    deployment,
    products: {
      items: products,
      total: seller.product_count,
      page,
      pageCount: Math.max(1, Math.ceil(seller.product_count / sellerProductsPerPage)),
    },
    reviews: reviews.map((r) => ({
      ...toPublishedReview(r),
      product: { slug: r.product_slug, title: r.product_title },
    })),
  };
}
