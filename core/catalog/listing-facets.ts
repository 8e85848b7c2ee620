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

interface Cell {
  category_id: string;
  billing: BillingKind;
  language: Locale;
  rating_floor: number;
  price_range: number;
  price_ok: boolean;
  rating_ok: boolean;
  count: number;
}

/**
 * Counts the matches of the text query once, grouped by every filter's value (a few hundred cells at most), then
 * derives each facet in memory: a facet ignores its own filter, so a buyer sees what switching value would give.
 * Returns the facets and the number of products passing every filter.
 */
export async function listingFacets(
  db: Db,
  matches: SQL[],
  query: ListProductsQuery,
  categories: CategoryRef[],
  selected: CategoryRef[] | undefined,
): Promise<{ facets: ListingFacets; total: number }> {
  const priceOk = sql.join(
    [
      sql`true`,
      ...(query.min_price !== undefined ? [sql`p.price_cents >= ${query.min_price}`] : []),
      ...(query.max_price !== undefined ? [sql`p.price_cents <= ${query.max_price}`] : []),
    ],
    sql` and `,
  );
  const ratingOk = query.rating !== undefined ? sql`p.rating_avg >= ${query.rating}` : sql`true`;
  const bounds = sql.raw(`array[${priceBounds.join(',')}]`);
  const cells = await rows<Cell>(
    db,
    sql`select p.category_id,
          case when p.billing = 'one_time' then 'one_time' else 'subscription' end as billing,
          p.language,
          floor(p.rating_avg * 2) / 2 as rating_floor,
          width_bucket(p.price_cents, ${bounds}) as price_range,
          ${priceOk} as price_ok, ${ratingOk} as rating_ok,
          count(*)::int as count
        from products p where ${sql.join(matches, sql` and `)}
        group by 1, 2, 3, 4, 5, 6, 7`,
  );

  const selectedIds = selected ? new Set(selected.map((c) => c.id)) : undefined;
  const passes = {
    category: (c: Cell) => !selectedIds || selectedIds.has(c.category_id),
    billing: (c: Cell) => !query.billing || c.billing === query.billing,
    language: (c: Cell) => !query.language || c.language === query.language,
    price: (c: Cell) => c.price_ok,
    rating: (c: Cell) => c.rating_ok,
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
        count: sum(byBilling.filter((c) => c.billing === value)),
      })),
      language: (['fr', 'en', 'es', 'de'] as const).map((value) => ({
        value,
        count: sum(byLanguage.filter((c) => c.language === value)),
      })),
      rating: ratingThresholds.map((value) => ({
        value,
        count: sum(byRating.filter((c) => Number(c.rating_floor) >= value)),
      })),
      price: [0, ...priceBounds].map((min, index) => ({
        min,
        ...(priceBounds[index] !== undefined ? { max: priceBounds[index] } : {}),
        count: sum(byPrice.filter((c) => Number(c.price_range) === index)),
      })),
    },
  };
}
