import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';
import { didYouMean } from '../search/did-you-mean.ts';
import { planSearch, type SearchPlan } from '../search/plan-search.ts';
import type { QueryIntent } from '../search/query-intent.ts';
import { type Candidate, defaultSearchLimits, type SearchLimits, searchMatches } from '../search/search-matches.ts';
import type { ListProductsQuery } from './list-products.schema.ts';
import { catalogueCells, type ListingFacets, listingFacets, listingFilter } from './listing-facets.ts';
import type { ProductSort } from './listing-options.ts';
import {
  type ProductCard,
  type ProductCardRow,
  productCardColumns,
  productCards,
  toProductCard,
} from './product-card.ts';
import { type CategoryRef, listCategoryRefs, resolveCategory } from './resolve-category.ts';

export type { CategoryFacet, ListingFacets } from './listing-facets.ts';

export interface ProductListing {
  data: ProductCard[];
  meta: {
    /** Products passing every filter; a lower bound when `total_approximate`. */
    total: number;
    /**
     * More products match than a search reads: `total` is what can be paged through, `estimated_total` (rounded
     * down) what the count says: « Plus de 10 000 produits ».
     */
    total_approximate?: true;
    estimated_total?: number;
    page: number;
    per_page: number;
    sort: ProductSort;
    /** `category` named no known category: it was ignored, and the listing holds every category. */
    unknown_category?: string;
    /** The categories `category` named (a shortcut may name several), for the listing's title. */
    selected_categories?: Pick<CategoryRef, 'slug' | 'labels'>[];
    /**
     * The query with its misspelt words replaced by the closest words of the catalogue, offered as « Vouliez-vous
     * dire … ? » when the search corrected them or found few products (core/search/did-you-mean.ts).
     */
    didYouMean?: string;
    /** No product holds every word of `q`: these hold some of them (see `dropped_words`). */
    partial_match?: true;
    /** Too few products hold every word of `q`: the words left out to find more, least informative first. */
    dropped_words?: string[];
    /** Products holding every word of `q`, listed first (set with `dropped_words`). */
    complete_total?: number;
    /** Words of `q` read as an order or a filter (« pas cher », « en français ») or as filler, not searched. */
    ignored_words?: string[];
    /** What the words of `q` asked for and the listing applied (the buyer's own sort and language win). */
    understood?: QueryIntent;
    facets: ListingFacets;
  };
}

/**
 * Orders of the id-only page query of the unsearched listing: each walks its partial index on published products
 * (`products_published_idx`, `products_top_idx`, `products_price_idx`, `products_rating_idx`), whose `desc` columns
 * are `nulls last`.
 */
const orderBy: Record<Exclude<ProductSort, 'relevance'>, SQL> = {
  new: sql`p.published_at desc nulls last, p.id`,
  top: sql`p.top_score desc nulls last, p.id`,
  price_asc: sql`p.price_cents asc, p.id`,
  price_desc: sql`p.price_cents desc, p.id`,
  rating: sql`p.rating_avg desc nulls last, p.rating_count desc nulls last, p.id`,
};

/**
 * Published products matching the query, one page of cards, and the facets of every filter.
 *
 * Without search words the page is read through the order's index and the facets come from the trigger-kept
 * `catalog_facet_counts`. With them, the query is planned (intent, synonyms, typos: core/search) and its matches
 * read as a bounded candidate set (core/search/search-matches.ts): ordered, filtered, counted and faceted in memory,
 * so the work does not grow with the catalogue. Only the page's rows are then joined to sellers, categories, covers.
 */
export async function listProducts(
  deps: { db: Db; searchLimits?: SearchLimits },
  query: ListProductsQuery,
): Promise<ProductListing> {
  const { db } = deps;
  const [categories, plan] = await Promise.all([
    listCategoryRefs(db),
    query.q ? planSearch(db, query.q) : Promise.resolve(undefined),
  ]);
  const searched = plan !== undefined && plan.required.length > 0;
  const resolved = query.category ? resolveCategory(categories, query.category) : undefined;
  const selected = resolved ?? undefined;
  // What the words asked for applies unless the buyer chose otherwise. An unknown category is ignored rather than
  // answered with an empty listing; the meta says so.
  const filters: ListProductsQuery = {
    ...query,
    category: selected ? query.category : undefined,
    language: query.language ?? plan?.language,
  };
  const sort: ProductSort = query.sort ?? plan?.sort ?? (searched ? 'relevance' : 'new');
  const understood: QueryIntent | undefined = plan && {
    ...(!query.sort && plan.sort ? { sort: plan.sort } : {}),
    ...(!query.sort && plan.free ? { free: plan.free } : {}),
    ...(!query.language && plan.language ? { language: plan.language } : {}),
  };
  const effectiveSort = sort === 'relevance' && !searched ? 'new' : sort;
  const meta = {
    page: query.page,
    per_page: query.per_page,
    sort: effectiveSort,
    ...(resolved === null ? { unknown_category: query.category } : {}),
    ...(selected ? { selected_categories: selected.map(({ slug, labels }) => ({ slug, labels })) } : {}),
    ...(plan && plan.ignored.length > 0 ? { ignored_words: plan.ignored } : {}),
    ...(understood && Object.keys(understood).length > 0 ? { understood } : {}),
  };

  if (!searched) {
    const [data, { facets, total }] = await Promise.all([
      browsePage(db, filters, effectiveSort as keyof typeof orderBy, selected),
      catalogueCells(db).then((cells) => listingFacets(cells, filters, categories, selected)),
    ]);
    return { data, meta: { ...meta, total, facets } };
  }
  return searchPage(deps, plan, filters, effectiveSort, categories, selected, meta);
}

async function searchPage(
  deps: { db: Db; searchLimits?: SearchLimits },
  plan: SearchPlan,
  query: ListProductsQuery,
  sort: ProductSort,
  categories: CategoryRef[],
  selected: CategoryRef[] | undefined,
  meta: Omit<ProductListing['meta'], 'total' | 'facets'>,
): Promise<ProductListing> {
  const limits = deps.searchLimits ?? defaultSearchLimits;
  const filter = listingFilter(query, selected);
  const matches = await searchMatches(deps.db, plan, filter, limits);
  const { facets } = listingFacets(matches.candidates, query, categories, selected);
  const passing = matches.candidates.filter(filter.passes).sort(candidateOrder[sort]);
  const start = (query.page - 1) * query.per_page;
  const ids = passing.slice(start, start + query.per_page).map((c) => c.id);
  const data = await cardsOf(deps.db, ids);
  // Relaxed only if the buyer sees products that lack some words; they are told which.
  const deepest = Math.max(0, ...passing.map((c) => c.tier));
  const complete = passing.filter((c) => c.tier === 0).length;
  const suggested = didYouMean(plan, complete);
  const relaxed =
    deepest > 0
      ? {
          dropped_words: matches.dropped.slice(0, deepest).flat(),
          complete_total: complete,
          ...(complete === 0 ? { partial_match: true as const } : {}),
        }
      : {};
  return {
    data,
    meta: {
      ...meta,
      total: matches.approximate ? Math.min(passing.length, limits.candidates) : passing.length,
      ...(matches.approximate
        ? {
            total_approximate: true as const,
            estimated_total: roundDown(Math.max(matches.estimate ?? 0, Math.min(passing.length, limits.candidates))),
          }
        : {}),
      ...relaxed,
      ...(suggested ? { didYouMean: suggested } : {}),
      facets,
    },
  };
}

/** Down to two significant digits: a count said as « plus de » stays true. */
const roundDown = (n: number) => {
  const unit = 10 ** Math.max(0, Math.floor(Math.log10(Math.max(n, 1))) - 1);
  return Math.floor(n / unit) * unit;
};

const byId = (a: Candidate, b: Candidate) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const desc = (a: number | null, b: number | null) => (b ?? Number.NEGATIVE_INFINITY) - (a ?? Number.NEGATIVE_INFINITY);
const time = (value: string | Date | null) => (value === null ? null : new Date(value).getTime());

/**
 * The orders of a search's candidates, the same as the SQL ones of the unsearched listing. Products holding more of
 * the words come first whatever the order: a relaxed search adds products, it never puts them before better ones.
 */
const candidateOrder: Record<ProductSort, (a: Candidate, b: Candidate) => number> = {
  relevance: (a, b) => a.tier - b.tier || b.rank - a.rank || desc(a.top_score, b.top_score) || byId(a, b),
  new: (a, b) => a.tier - b.tier || desc(time(a.published_at), time(b.published_at)) || byId(a, b),
  top: (a, b) => a.tier - b.tier || desc(a.top_score, b.top_score) || byId(a, b),
  price_asc: (a, b) => a.tier - b.tier || a.price_cents - b.price_cents || byId(a, b),
  price_desc: (a, b) => a.tier - b.tier || b.price_cents - a.price_cents || byId(a, b),
  rating: (a, b) =>
    a.tier - b.tier || Number(b.rating_avg) - Number(a.rating_avg) || b.rating_count - a.rating_count || byId(a, b),
};

/** The cards of the given products, in the given order. */
async function cardsOf(db: Db, ids: string[]): Promise<ProductCard[]> {
  if (ids.length === 0) return [];
  const found = await productCards(
    db,
    sql`where p.id in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`,
  );
  const byKey = new Map(found.map((card) => [card.id, card]));
  return ids.flatMap((id) => byKey.get(id) ?? []);
}

/** One page of the unsearched listing, chosen on product ids through the order's index, then joined. */
async function browsePage(
  db: Db,
  query: ListProductsQuery,
  sort: keyof typeof orderBy,
  selected: CategoryRef[] | undefined,
): Promise<ProductCard[]> {
  const filters = [sql`p.status = 'published'`, ...listingFilter(query, selected).sql];
  const order = orderBy[sort];
  const found = await rows<ProductCardRow>(
    db,
    sql`with page as (
          select p.id from products p
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
  );
  return found.map(toProductCard);
}
