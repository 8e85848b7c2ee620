import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';
import { sellerSalesColumn } from '../sellers/seller-sales.ts';
import { type ProductCard, type ProductCardRow, productCardColumns, toProductCard } from './product-card.ts';

export interface LandingCategory {
  slug: string;
  labels: Record<string, string>;
  /** A lucide icon name (kebab-case), as stored on the category. */
  icon: string;
  /** Published products in the category. */
  count: number;
}

export interface LandingCreator {
  id: string;
  name: string;
  avatarUrl: string | null;
  expertise: string[];
  productCount: number;
  salesCount: number;
}

export interface LandingHighlights {
  categories: LandingCategory[];
  featured: ProductCard[];
  creators: LandingCreator[];
}

const FEATURED = 6;
const CREATORS = 4;
/** Best sellers considered for the featured products, among which categories are spread. */
const FEATURED_POOL = 60;

/**
 * What the landing page shows from the catalogue: every category with its count of published products,
 * six featured products and four featured creators. Deterministic for a given catalogue. Nothing is summed over
 * the catalogue: each part reads kept figures or walks an index a bounded number of steps, and all read the
 * products' current status, so a product leaving the market leaves the landing page at once.
 *
 * - Categories: counts from `catalog_facet_counts` (trigger-kept, the same figures as the marketplace's facets).
 * - Featured: rated, published best sellers, spread over categories: among the 60 best sellers, the best of
 *   each category first (by sales, then rating), then the second best of each, and so on (`products_featured_idx`).
 * - Creators: the certified sellers with the most sales over their published products (`seller_catalog_stats`,
 *   trigger-kept).
 */
export async function getLandingHighlights(deps: { db: Db }): Promise<LandingHighlights> {
  const { db } = deps;
  const [categories, featured, creators] = await Promise.all([
    rows<LandingCategory>(
      db,
      sql`select c.slug, c.labels, c.icon, coalesce(f.count, 0)::int as count
          from categories c
          left join (select category_id, sum(count) as count from catalog_facet_counts group by category_id) f
            on f.category_id = c.id
          order by c.sort, c.slug`,
    ),
    rows<ProductCardRow>(
      db,
      sql`with pool as (
            select p.id, p.category_id,
                   row_number() over (order by p.sales_count desc nulls last, p.rating_avg desc nulls last, p.id)
                     as overall
            from products p
            where p.status = 'published' and p.rating_count > 0
            order by p.sales_count desc nulls last, p.rating_avg desc nulls last, p.id
            limit ${FEATURED_POOL}
          ), picked as (
            select id, overall, row_number() over (partition by category_id order by overall) as in_category
            from pool
            order by in_category, overall
            limit ${FEATURED}
          )
          select ${productCardColumns}
          from picked
          join products p on p.id = picked.id
          join seller_profiles s on s.id = p.seller_id
          join categories c on c.id = p.category_id
          order by picked.in_category, picked.overall`,
    ),
    rows<{
      id: string;
      name: string;
      avatar_url: string | null;
      expertise: string[];
      product_count: number;
      sales_count: number | string;
    }>(
      db,
      sql`select s.id, s.public_name as name, s.avatar_url, s.expertise, st.product_count,
            ${sellerSalesColumn} as sales_count
          from seller_catalog_stats st
          join seller_profiles s on s.id = st.seller_id
          where st.product_count > 0 and s.certified_at is not null
          order by st.sales_count desc nulls last, st.seller_id
          limit ${CREATORS}`,
    ),
  ]);
  return {
    categories: categories.map((c) => ({ ...c, count: Number(c.count) })),
    featured: featured.map(toProductCard),
    creators: creators.map((c) => ({
      id: c.id,
      name: c.name,
      avatarUrl: c.avatar_url,
      expertise: c.expertise,
      productCount: Number(c.product_count),
      salesCount: Number(c.sales_count),
    })),
  };
}
