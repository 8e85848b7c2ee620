import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';
import type { Locale } from '../../i18n/config.ts';
import type { ListProductsQuery } from './list-products.schema.ts';
import { type BillingKind, priceBounds, ratingThresholds } from './listing-options.ts';
import type { CategoryRef } from './resolve-category.ts';

export interface CategoryFacet {
  slug: string;
  labels: Record<string, string>;
  count: number;
}

/** Products the listing would show with this value of one filter and the current values of all the others. */
export interface ListingFacets {
  category: CategoryFacet[];
  billing: { value: BillingKind; count: number }[];
  language: { value: Locale; count: number }[];
  /** Products rated at least `value`. */
  rating: { value: number; count: number }[];
  /** Products priced from `min` (included) to `max` (excluded), in cents; the filter's link asks for `max - 1`. */
  price: { min: number; max?: number; count: number }[];
}

/** Products sharing every value the listing filters on (a search candidate is a cell of one). */
export interface FacetCell {
  category_id: string;
  billing: 'one_time' | 'monthly' | 'yearly';
  language: Locale;
  rating_avg: number | string;
  price_cents: number;
  count?: number;
}

type Filter = 'category' | 'billing' | 'language' | 'price' | 'rating';

const kind = (c: FacetCell): BillingKind => (c.billing === 'one_time' ? 'one_time' : 'subscription');
const rating = (c: FacetCell) => Number(c.rating_avg);
const priceRange = (c: FacetCell) => priceBounds.filter((bound) => c.price_cents >= bound).length;

/** Each filter of the listing as a test of a cell; an unset filter passes everything. */
function filterTests(
  query: ListProductsQuery,
  selected: CategoryRef[] | undefined,
): Record<Filter, (c: FacetCell) => boolean> {
  const selectedIds = selected ? new Set(selected.map((c) => c.id)) : undefined;
  return {
    category: (c) => !selectedIds || selectedIds.has(c.category_id),
    billing: (c) => !query.billing || kind(c) === query.billing,
    language: (c) => !query.language || c.language === query.language,
    price: (c) =>
      (query.min_price === undefined || c.price_cents >= query.min_price) &&
      (query.max_price === undefined || c.price_cents <= query.max_price),
    rating: (c) => query.rating === undefined || rating(c) >= query.rating,
  };
}

/**
 * The listing's filters twice, with the same rules: SQL conditions on `products p` and a test of one cell (a
 * search candidate is filtered in memory, the bounded search reads filtered matches in SQL).
 */
export function listingFilter(query: ListProductsQuery, selected: CategoryRef[] | undefined) {
  const tests = Object.values(filterTests(query, selected));
  const conditions: SQL[] = [];
  if (selected)
    conditions.push(
      sql`p.category_id in (${sql.join(
        selected.map((c) => sql`${c.id}::uuid`),
        sql`, `,
      )})`,
    );
  if (query.min_price !== undefined) conditions.push(sql`p.price_cents >= ${query.min_price}`);
  if (query.max_price !== undefined) conditions.push(sql`p.price_cents <= ${query.max_price}`);
  if (query.rating !== undefined) conditions.push(sql`p.rating_avg >= ${query.rating}`);
  if (query.language) conditions.push(sql`p.language = ${query.language}`);
  if (query.billing)
    conditions.push(query.billing === 'one_time' ? sql`p.billing = 'one_time'` : sql`p.billing <> 'one_time'`);
  return { sql: conditions, passes: (cell: FacetCell) => tests.every((test) => test(cell)) };
}

/** The whole catalogue's cells: the trigger-maintained `catalog_facet_counts` (a few hundred rows). */
export function catalogueCells(db: Db): Promise<FacetCell[]> {
  return rows<FacetCell>(
    db,
    sql`select category_id, billing, language, rating_avg, price_cents, count
        from catalog_facet_counts where count > 0`,
  );
}

/**
 * Derives each facet in memory from the cells: a facet ignores its own filter, so a buyer sees what switching
 * value would give. Returns the facets and the number of products passing every filter.
 */
export function listingFacets(
  cells: FacetCell[],
  query: ListProductsQuery,
  categories: CategoryRef[],
  selected: CategoryRef[] | undefined,
): { facets: ListingFacets; total: number } {
  const passes = filterTests(query, selected);
  const others = (except: Filter) => {
    const checks = (Object.keys(passes) as Filter[]).filter((f) => f !== except).map((f) => passes[f]);
    return cells.filter((c) => checks.every((check) => check(c)));
  };
  const sum = (list: FacetCell[]) => list.reduce((total, c) => total + Number(c.count ?? 1), 0);
  const byCategory = others('category');
  const byBilling = others('billing');
  const byLanguage = others('language');
  const byRating = others('rating');
  const byPrice = others('price');

  return {
    total: sum(byCategory.filter(passes.category)),
    facets: {
      category: categories.map((c) => ({
        slug: c.slug,
        labels: c.labels,
        count: sum(byCategory.filter((cell) => cell.category_id === c.id)),
      })),
      billing: (['one_time', 'subscription'] as const).map((value) => ({
        value,
        count: sum(byBilling.filter((c) => kind(c) === value)),
      })),
      language: (['fr', 'en', 'es', 'de'] as const).map((value) => ({
        value,
        count: sum(byLanguage.filter((c) => c.language === value)),
      })),
      rating: ratingThresholds.map((value) => ({ value, count: sum(byRating.filter((c) => rating(c) >= value)) })),
      price: [0, ...priceBounds].map((min, index) => ({
        min,
        ...(priceBounds[index] !== undefined ? { max: priceBounds[index] } : {}),
        count: sum(byPrice.filter((c) => priceRange(c) === index)),
      })),
    },
  };
}
