import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';
import type { ListProductsQuery } from './list-products.schema.ts';
import { type ProductCard, type ProductCardRow, productCardColumns, toProductCard } from './product-card.ts';
import type { ProductSort } from './product-sorts.ts';
import { listCategoryRefs, resolveCategory } from './resolve-category.ts';

export interface CategoryFacet {
  slug: string;
  labels: Record<string, string>;
  count: number;
}

export interface ProductListing {
  data: ProductCard[];
  meta: {
    total: number;
    page: number;
    per_page: number;
    sort: ProductSort;
    /** Set when `category` named no known category: the listing is empty on purpose. */
    unknown_category?: string;
    facets: { category: CategoryFacet[] };
  };
}

/** Orders usable both inside the id-only page query and outside it (`rank` is a column of both). */
const orderBy: Record<ProductSort, SQL> = {
  new: sql`p.published_at desc nulls last, p.id`,
  top: sql`p.sales_count desc nulls last, p.rating_avg desc nulls last, p.id`,
  price_asc: sql`p.price_cents asc, p.id`,
  price_desc: sql`p.price_cents desc, p.id`,
  rating: sql`p.rating_avg desc, p.rating_count desc, p.id`,
  relevance: sql`rank desc, p.sales_count desc, p.id`,
};

/**
 * Published products matching the query, one page of cards, and per-category counts of the matches.
 * The page is chosen on product ids alone (ranking reads the small `rank_vector`), then only its rows are
 * joined to sellers, categories and covers; the total is the sum of the category counts, so no query
 * counts every match twice.
 */
export async function listProducts(deps: { db: Db }, query: ListProductsQuery): Promise<ProductListing> {
  const { db } = deps;
  const categories = await listCategoryRefs(db);
  const sort: ProductSort = query.sort ?? (query.q ? 'relevance' : 'new');
  const effectiveSort = sort === 'relevance' && !query.q ? 'new' : sort;
  const baseMeta = { page: query.page, per_page: query.per_page, sort: effectiveSort };

  const selected = query.category ? resolveCategory(categories, query.category) : undefined;
  if (selected === null) {
    return {
      data: [],
      meta: {
        ...baseMeta,
        total: 0,
        unknown_category: query.category,
        facets: { category: facetsFrom(categories, []) },
      },
    };
  }

  const tsquery = query.q ? sql`websearch_to_tsquery('fr_unaccent', ${query.q})` : null;
  // Conditions shared by the page and the facets; the category filter applies to the page only.
  const base: SQL[] = [sql`p.status = 'published'`];
  if (tsquery) base.push(sql`p.search @@ ${tsquery}`);
  if (query.min_price !== undefined) base.push(sql`p.price_cents >= ${query.min_price}`);
  if (query.max_price !== undefined) base.push(sql`p.price_cents <= ${query.max_price}`);
  if (query.rating !== undefined) base.push(sql`p.rating_avg >= ${query.rating}`);
  const pageConditions = selected
    ? [
        ...base,
        sql`p.category_id in (${sql.join(
          selected.map((c) => sql`${c.id}::uuid`),
          sql`, `,
        )})`,
      ]
    : base;
  const rank = tsquery ? sql`ts_rank_cd(p.rank_vector, ${tsquery}, 32)` : sql`0::real`;
  const order = orderBy[effectiveSort];

  const [pageRows, facetRows] = await Promise.all([
    rows<ProductCardRow>(
      db,
      sql`with page as (
            select p.id, ${rank} as rank from products p
            where ${sql.join(pageConditions, sql` and `)}
            order by ${order}
            limit ${query.per_page} offset ${(query.page - 1) * query.per_page}
          )
          select ${productCardColumns}
          from page
          join products p on p.id = page.id
          join seller_profiles s on s.id = p.seller_id
          join categories c on c.id = p.category_id
          order by ${order}`,
    ),
    rows<{ category_id: string; count: number }>(
      db,
      sql`select p.category_id, count(*)::int as count from products p
          where ${sql.join(base, sql` and `)} group by p.category_id`,
    ),
  ]);

  const facets = facetsFrom(categories, facetRows);
  const counted = selected ? facets.filter((f) => selected.some((c) => c.slug === f.slug)) : facets;
  return {
    data: pageRows.map(toProductCard),
    meta: { ...baseMeta, total: counted.reduce((sum, f) => sum + f.count, 0), facets: { category: facets } },
  };
}

function facetsFrom(
  categories: { id: string; slug: string; labels: Record<string, string> }[],
  counts: { category_id: string; count: number }[],
): CategoryFacet[] {
  const byId = new Map(counts.map((c) => [c.category_id, Number(c.count)]));
  return categories.map((c) => ({ slug: c.slug, labels: c.labels, count: byId.get(c.id) ?? 0 }));
}
