/** Orders of the catalogue listing (no zod here: the listing page imports it in the browser). */
export const productSorts = ['new', 'top', 'price_asc', 'price_desc', 'rating', 'relevance'] as const;
export type ProductSort = (typeof productSorts)[number];
