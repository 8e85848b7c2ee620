import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';
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
 * six featured products and four featured creators. Deterministic for a given catalogue.
 *
 * - Featured: rated, published best sellers, spread over categories: among the 60 best sellers, the best of
 *   each category first (by sales, then rating), then the second best of each, and so on.
 * - Creators: the certified sellers with the most sales over their published products.
 */
export async function getLandingHighlights(deps: { db: Db }): Promise<LandingHighlights> {
  const { db } = deps;
  const [categories, featured, creators] = await Promise.all([
    rows<LandingCategory>(
      db,
      sql`select c.slug, c.labels, c.icon, count(p.id)::int as count
          from categories c
          left join products p on p.category_id = c.id and p.status = 'published'
          group by c.id
          order by c.sort, c.slug`,
    ),
    rows<ProductCardRow>(
      db,
      sql`with pool as (
            select p.id, p.category_id,
                   row_number() over (order by p.sales_count desc, p.rating_avg desc, p.id) as overall
            from products p
            where p.status = 'published' and p.rating_count > 0
            order by p.sales_count desc, p.rating_avg desc, p.id
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
      sales_count: number;
    }>(
      db,
      sql`select s.id, s.public_name as name, s.avatar_url, s.expertise,
                 count(p.id)::int as product_count, coalesce(sum(p.sales_count), 0)::int as sales_count
          from seller_profiles s
          join products p on p.seller_id = s.id and p.status = 'published'
          where s.certified_at is not null
          group by s.id
          order by sales_count desc, s.id
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
