import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';
import type { MediaVariant } from '../../db/schema/index.ts';
import {
  type PriceReduction,
  type PriceReductionRow,
  priceReductionColumn,
  toPriceReduction,
} from './price-reduction.ts';

/** What a product card shows, shared by the listing, the product page's "other creations" and the API. */
export interface ProductCard {
  id: string;
  slug: string;
  title: string;
  summary: string;
  priceCents: number;
  compareAtPriceCents: number | null;
  /** A genuine current promotion under the EU Omnibus rule (see price-reduction.ts), else null. */
  priceReduction: PriceReduction | null;
  billing: 'one_time' | 'monthly' | 'yearly';
  ratingAvg: number;
  ratingCount: number;
  salesCount: number;
  deploymentHours: number;
  publishedAt: string | null;
  category: { slug: string; labels: Record<string, string> };
  seller: { id: string; name: string; certified: boolean };
  cover: MediaVariant[];
}

/** Select list for ProductCard from `products p join seller_profiles s join categories c`. */
export const productCardColumns = sql`
  p.id, p.slug, p.title, p.summary, p.price_cents, p.compare_at_price_cents, p.billing,
  p.rating_avg::float8 as rating_avg, p.rating_count, p.sales_count, p.deployment_hours, p.published_at,
  c.slug as category_slug, c.labels as category_labels,
  s.id as seller_id, s.public_name as seller_name, s.certified_at is not null as seller_certified,
  coalesce((select m.variants from product_media m where m.product_id = p.id and m.kind = 'cover'
            order by m.sort limit 1), '[]'::jsonb) as cover,
  ${priceReductionColumn}`;

export interface ProductCardRow {
  id: string;
  slug: string;
  title: string;
  summary: string;
  price_cents: number;
  compare_at_price_cents: number | null;
  billing: ProductCard['billing'];
  rating_avg: number;
  rating_count: number;
  sales_count: number;
  deployment_hours: number;
  published_at: Date | string | null;
  category_slug: string;
  category_labels: Record<string, string>;
  seller_id: string;
  seller_name: string;
  seller_certified: boolean;
  cover: MediaVariant[];
  price_reduction: PriceReductionRow | null;
}

export function toProductCard(row: ProductCardRow): ProductCard {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    priceCents: row.price_cents,
    compareAtPriceCents: row.compare_at_price_cents,
    priceReduction: toPriceReduction(row.price_cents, row.price_reduction),
    billing: row.billing,
    ratingAvg: Number(row.rating_avg),
    ratingCount: row.rating_count,
    salesCount: row.sales_count,
    deploymentHours: row.deployment_hours,
    publishedAt: row.published_at === null ? null : new Date(row.published_at).toISOString(),
    category: { slug: row.category_slug, labels: row.category_labels },
    seller: { id: row.seller_id, name: row.seller_name, certified: row.seller_certified },
    cover: row.cover,
  };
}

/** The cards of the products `picked` chooses (`where …`, and any order and limit) among `products p`. */
export async function productCards(db: Db, picked: SQL): Promise<ProductCard[]> {
  const found = await rows<ProductCardRow>(
    db,
    sql`select ${productCardColumns}
        from products p
        join seller_profiles s on s.id = p.seller_id
        join categories c on c.id = p.category_id
        ${picked}`,
  );
  return found.map(toProductCard);
}

/**
 * A seller's published products as cards, best-selling first: their page's shop, and the product page's "other
 * creations" (without the product shown, `exceptId`).
 */
export const sellerProductCards = (
  db: Db,
  sellerId: string,
  { exceptId, limit, offset = 0 }: { exceptId?: string; limit: number; offset?: number },
) =>
  productCards(
    db,
    sql`where p.seller_id = ${sellerId} and p.status = 'published' ${exceptId ? sql`and p.id <> ${exceptId}` : sql``}
        order by p.sales_count desc nulls last, p.id
        limit ${limit} offset ${offset}`,
  );
