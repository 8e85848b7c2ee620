import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';
import { planSearch } from '../search/plan-search.ts';
import { rarityRank } from '../search/rarity-rank.ts';
import { compileTsquery } from '../search/tsquery.ts';
import type { ListProductsQuery } from './list-products.schema.ts';
import { type ListingFacets, listingFacets } from './listing-facets.ts';
import type { ProductSort } from './listing-options.ts';
import { type ProductCard, type ProductCardRow, productCardColumns, toProductCard } from './product-card.ts';
import { type CategoryRef, listCategoryRefs, resolveCategory } from './resolve-category.ts';

export type { CategoryFacet, ListingFacets } from './listing-facets.ts';

export interface ProductListing {
  data: ProductCard[];
  meta: {
    total: number;
    page: number;
    per_page: number;
    sort: ProductSort;
    /** Set when `category` named no known category: the listing is empty on purpose. */
    unknown_category?: string;
    /** The query with its misspelt words replaced by the closest words of the catalogue ("did you mean …?"). */
    suggestion?: string;
    /** No product holds every word of `q`: these hold some of them. */
    partial_match?: true;
    facets: ListingFacets;
  };
}

/**
 * Orders usable both inside the id-only page query and outside it (`rank` is a column of both). Without a text
 * query each walks its partial index on published products (`products_published_idx`, `products_top_idx`,
 * `products_price_idx`, `products_rating_idx`), whose `desc` columns are `nulls last`.
 */
const orderBy: Record<ProductSort, SQL> = {
  new: sql`p.published_at desc nulls last, p.id`,
  top: sql`p.top_score desc nulls last, p.id`,
  price_asc: sql`p.price_cents asc, p.id`,
  price_desc: sql`p.price_cents desc, p.id`,
  rating: sql`p.rating_avg desc nulls last, p.rating_count desc nulls last, p.id`,
  relevance: sql`rank desc, p.top_score desc nulls last, p.id`,
};

/**
 * Published products matching the query, one page of cards, and the facets of every filter. The text query is
 * planned first (synonyms, typo corrections: core/search); the page is then chosen on product ids alone (ranking
 * reads the small `rank_vector`) and only its rows are joined to sellers, categories and covers; the facets and
 * the total come from one grouped count of the matches (core/catalog/listing-facets.ts).
 */
export async function listProducts(deps: { db: Db }, query: ListProductsQuery): Promise<ProductListing> {
  const { db } = deps;
  const [categories, plan] = await Promise.all([
    listCategoryRefs(db),
    query.q ? planSearch(db, query.q) : Promise.resolve(undefined),
  ]);
  const tsquery = plan && (await compileTsquery(db, plan));
  const sort: ProductSort = query.sort ?? (query.q ? 'relevance' : 'new');
  const effectiveSort = sort === 'relevance' && !query.q ? 'new' : sort;
  const meta = { page: query.page, per_page: query.per_page, sort: effectiveSort, suggestion: plan?.suggestion };

  const selected = query.category ? resolveCategory(categories, query.category) : undefined;
  if (selected === null) {
    const { facets } = await listingFacets(db, tsquery, { ...query, category: undefined }, categories, undefined);
    return { data: [], meta: { ...meta, total: 0, unknown_category: query.category, facets } };
  }
  const run = (tsquery: SQL | undefined, rank?: SQL) =>
    listPage(db, query, { tsquery, rank, sort: effectiveSort, categories, selected });
  const all = await run(tsquery);
  if (all.total > 0 || !plan || plan.required.length < 2) {
    return { data: all.data, meta: { ...meta, total: all.total, facets: all.facets } };
  }
  // No product holds every word: offer those holding some of them, best matches first, and say so.
  const anyPart = await compileTsquery(db, plan, 'any');
  const some = await run(anyPart, await rarityRank(db, plan, matching(anyPart), anyPart));
  const partial = some.total > 0 ? { partial_match: true as const } : {};
  return { data: some.data, meta: { ...meta, total: some.total, facets: some.facets, ...partial } };
}

/** Published products, and those matching the text query when there is one. */
const matching = (tsquery: SQL | undefined): SQL[] =>
  tsquery ? [sql`p.status = 'published'`, sql`p.search @@ ${tsquery}`] : [sql`p.status = 'published'`];

async function listPage(
  db: Db,
  query: ListProductsQuery,
  options: {
    tsquery: SQL | undefined;
    /** Relevance; by default the text rank of the titles and tags. */
    rank?: SQL;
    sort: ProductSort;
    categories: CategoryRef[];
    selected: CategoryRef[] | undefined;
  },
) {
  const { tsquery, selected } = options;
  const matches = matching(tsquery);
  const filters: SQL[] = [...matches];
  if (selected)
    filters.push(
      sql`p.category_id in (${sql.join(
        selected.map((c) => sql`${c.id}::uuid`),
        sql`, `,
      )})`,
    );
  if (query.min_price !== undefined) filters.push(sql`p.price_cents >= ${query.min_price}`);
  if (query.max_price !== undefined) filters.push(sql`p.price_cents <= ${query.max_price}`);
  if (query.rating !== undefined) filters.push(sql`p.rating_avg >= ${query.rating}`);
  if (query.language) filters.push(sql`p.language = ${query.language}`);
  if (query.billing)
    filters.push(query.billing === 'one_time' ? sql`p.billing = 'one_time'` : sql`p.billing <> 'one_time'`);
  const rank = options.rank ?? (tsquery ? sql`ts_rank(p.rank_vector, ${tsquery}, 32)` : sql`0::real`);
  const order = orderBy[options.sort];

  const [pageRows, { facets, total }] = await Promise.all([
    rows<ProductCardRow>(
      db,
      sql`with page as (
            select p.id, ${rank} as rank from products p
            where ${sql.join(filters, sql` and `)}
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
    listingFacets(db, tsquery, query, options.categories, selected),
  ]);
  return { data: pageRows.map(toProductCard), total, facets };
}
