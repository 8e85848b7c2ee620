import { and, eq, sql } from 'drizzle-orm';
import { isbot } from 'isbot';
import { products, productViewSources, productViews, sellerProfiles } from '../../db/schema/index.ts';
import type { Viewer } from '../accounts/viewer.ts';
import type { CoreDeps } from '../deps.ts';
import { AppError } from '../shared/app-error.ts';
import { hitRateLimit, rateLimitKey } from '../shared/rate-limit.ts';
import { type Attribution, directVisit } from './traffic-source.ts';

/** One view per client address and product per half hour: a reload loop cannot inflate the figures. */
export const productViewWindow = { limit: 1, windowMs: 30 * 60_000 };

/**
 * Counts a view of a published product's page in its UTC day (product_views, one row per product and day), and
 * under the visit's source (product_view_sources, one row per product, day and source; decision 0043). Not
 * counted: crawlers (isbot), a client already counted within the window, the seller looking at their own product.
 * Answers the product's id, counted or not (the beacon remembers it for « Récemment consultés »).
 */
export async function recordProductView(
  deps: Pick<CoreDeps, 'db' | 'clock'>,
  viewer: Viewer | null,
  input: { slug: string; ip: string | null; userAgent: string | null; attribution?: Attribution },
): Promise<{ productId: string; counted: boolean }> {
  const [product] = await deps.db
    .select({ id: products.id, sellerUserId: sellerProfiles.userId })
    .from(products)
    .innerJoin(sellerProfiles, eq(sellerProfiles.id, products.sellerId))
    .where(and(eq(products.slug, input.slug), eq(products.status, 'published')))
    .limit(1);
  if (!product) throw new AppError('product_not_found', 404, 'Produit introuvable');
  const uncounted = { productId: product.id, counted: false };
  if (!input.userAgent || isbot(input.userAgent) || viewer?.userId === product.sellerUserId) return uncounted;
  const limit = await hitRateLimit(deps, rateLimitKey(`product-view:${product.id}`, input.ip), productViewWindow);
  if (!limit.allowed) return uncounted;
  const day = deps.clock.now().toISOString().slice(0, 10);
  await Promise.all([
    deps.db
      .insert(productViews)
      .values({ productId: product.id, day, views: 1 })
      .onConflictDoUpdate({
        target: [productViews.productId, productViews.day],
        set: { views: sql`${productViews.views} + 1` },
      }),
    deps.db
      .insert(productViewSources)
      .values({ productId: product.id, day, source: (input.attribution ?? directVisit).source, views: 1 })
      .onConflictDoUpdate({
        target: [productViewSources.productId, productViewSources.day, productViewSources.source],
        set: { views: sql`${productViewSources.views} + 1` },
      }),
  ]);
  return { productId: product.id, counted: true };
}
