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

/** Products sharing every value the listing filters on. */
interface Cell {
  category_id: string;
  billing: 'one_time' | 'monthly' | 'yearly';
  language: Locale;
  rating_avg: number | string;
  price_cents: number;
  count: number;
}

/**
 * The matches counted by every filter's value: for the whole catalogue, the trigger-maintained
 * `catalog_facet_counts` (a few hundred rows); for a text query, one grouped count of its matches.
 */
function cellsOf(db: Db, tsquery: SQL | undefined): Promise<Cell[]> {
  return tsquery
    ? rows<Cell>(
        db,
        sql`select p.category_id, p.billing, p.language, p.rating_avg, p.price_cents, count(*)::int as count
            from products p where p.status = 'published' and p.search @@ ${tsquery}
            group by 1, 2, 3, 4, 5`,
      )
    : rows<Cell>(
        db,
        sql`select category_id, billing, language, rating_avg, price_cents, count
            from catalog_facet_counts where count > 0`,
      );
}

/**
 * Derives each facet in memory from the cells: a facet ignores its own filter, so a buyer sees what switching
 * value would give. Returns the facets and the number of products passing every filter.
 */
export async function listingFacets(
  db: Db,
  tsquery: SQL | undefined,
  query: ListProductsQuery,
  categories: CategoryRef[],
  selected: CategoryRef[] | undefined,
): Promise<{ facets: ListingFacets; total: number }> {
  const cells = await cellsOf(db, tsquery);
  const kind = (c: Cell): BillingKind => (c.billing === 'one_time' ? 'one_time' : 'subscription');
  const rating = (c: Cell) => Number(c.rating_avg);
  const priceRange = (c: Cell) => priceBounds.filter((bound) => c.price_cents >= bound).length;

  const selectedIds = selected ? new Set(selected.map((c) => c.id)) : undefined;
  const passes = {
    category: (c: Cell) => !selectedIds || selectedIds.has(c.category_id),
    billing: (c: Cell) => !query.billing || kind(c) === query.billing,
    language: (c: Cell) => !query.language || c.language === query.language,
    price: (c: Cell) =>
      (query.min_price === undefined || c.price_cents >= query.min_price) &&
      (query.max_price === undefined || c.price_cents <= query.max_price),
    rating: (c: Cell) => query.rating === undefined || rating(c) >= query.rating,
  };
  type Filter = keyof typeof passes;
  const others = (except: Filter) => {
    const checks = (Object.keys(passes) as Filter[]).filter((f) => f !== except).map((f) => passes[f]);
    return cells.filter((c) => checks.every((check) => check(c)));
  };
  const sum = (list: Cell[]) => list.reduce((total, c) => total + Number(c.count), 0);
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
