import { listProductsQuery } from '../../../core/catalog/list-products.schema.ts';

const { page, per_page, ...filters } = listProductsQuery.shape;

/**
 * The marketplace's URL state: every filter of the product query is a query parameter (and `gift`, the gift
 * listing), so a listing can be shared and the back button works.
 */
export const listingParams = [...(Object.keys(filters) as (keyof typeof filters)[]), 'gift'] as const;
export type ListingState = Partial<Record<(typeof listingParams)[number], string>>;

/** `/market` with the current state changed; blank values and page 1 are left out, as the canonical URL does. */
export function listingHref(current: ListingState, changes: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...current, ...changes })) {
    if (value !== undefined && value !== '' && !(key === 'page' && String(value) === '1')) {
      params.set(key, String(value));
    }
  }
  return params.size > 0 ? `/market?${params}` : '/market';
}

/** How many filters beyond the text query and the category are set (the mobile "Filters" button shows it). */
export const activeFilterCount = (state: ListingState) =>
  [state.min_price ?? state.max_price, state.rating, state.language, state.billing].filter(Boolean).length;
