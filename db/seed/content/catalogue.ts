/**
 * Deterministic demo catalogue for Déploia (pure data: no database, no I/O, no clock,
 * no Math.random). Same options → byte-identical output.
 *
 * - Default: the 161 hand-written products (exact per-category counts of the product spec).
 * - `productCount: N`: N products split over the 8 categories proportionally to the default
 *   counts (largest remainder). Products beyond a category's hand-written pool are variants
 *   ("— édition PME", …) with a numeric slug suffix (`…-2`, `…-3`, …). Every product is
 *   derived from (seed, category, index in category) only, so the first products of each
 *   category are identical whatever N is.
 * - Reviews: only the hand-written products (index in category < pool size) get reviews,
 *   which keeps large catalogues fast; for N ≥ 161 the reviews are therefore exactly those
 *   of the default catalogue (≈ 600–900 reviews).
 */
import { buildBuyers } from './buyers.ts';
import { CATEGORIES, DEFAULT_PRODUCT_COUNT, distributeProducts } from './categories.ts';
import { ProductFactory, poolSize } from './products.ts';
import { at } from './random.ts';
import { buildProductReviews } from './reviews.ts';
import { SELLERS, toDemoSeller } from './sellers.ts';
import type { DemoCatalogue, DemoCategory, DemoProduct, DemoReview } from './types.ts';

export { CATEGORIES, DEFAULT_PRODUCT_COUNT, distributeProducts } from './categories.ts';
export { avatarSvg, coverArtSvg } from './cover-art.ts';
export { slugify } from './slugify.ts';
export type * from './types.ts';

export const DEFAULT_SEED = 20_240_917;

export interface BuildDemoCatalogueOptions {
  /** Total number of products (default: 161, the hand-written catalogue). */
  productCount?: number;
  /** PRNG seed (default: DEFAULT_SEED). */
  seed?: number;
}

export function buildDemoCatalogue(options: BuildDemoCatalogueOptions = {}): DemoCatalogue {
  const productCount = options.productCount ?? DEFAULT_PRODUCT_COUNT;
  const seed = (options.seed ?? DEFAULT_SEED) >>> 0;
  if (!Number.isInteger(productCount) || productCount < 0) {
    throw new RangeError(`productCount must be a non-negative integer (got ${productCount})`);
  }

  const categories: DemoCategory[] = CATEGORIES.map((c) => ({ ...c, labels: { ...c.labels } }));
  const sellers = SELLERS.map(toDemoSeller);
  const buyers = buildBuyers();

  const counts = distributeProducts(productCount);
  const factory = new ProductFactory(seed);
  const products: DemoProduct[] = [];
  const reviews: DemoReview[] = [];

  for (let c = 0; c < categories.length; c++) {
    const start = products.length;
    factory.buildCategory(c, at(counts, c), products);
    const reviewed = Math.min(at(counts, c), poolSize(at(categories, c).slug));
    for (let i = 0; i < reviewed; i++) {
      reviews.push(...buildProductReviews(seed, c, i, at(products, start + i), buyers.length));
    }
  }

  return { categories, sellers, products, reviews, buyers };
}
