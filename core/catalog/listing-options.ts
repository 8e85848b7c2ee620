/** Orders and filter values of the catalogue listing (no zod here: the listing page imports it in the browser). */
export const productSorts = ['new', 'top', 'price_asc', 'price_desc', 'rating', 'relevance'] as const;
export type ProductSort = (typeof productSorts)[number];
export const billingKinds = ['one_time', 'subscription'] as const;
export type BillingKind = (typeof billingKinds)[number];
/** Thresholds offered by the minimum-rating filter. */
export const ratingThresholds = [4.5, 4, 3.5, 3] as const;
/** Upper bounds (cents, excluded) of the price ranges offered by the price filter; the last range is open. */
export const priceBounds = [5000, 10000, 25000, 50000] as const;
