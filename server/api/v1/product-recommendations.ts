import { z } from '@hono/zod-openapi';
import { getProductRecommendations } from '../../../core/catalog/recommend-products.ts';
import { catalogDeps } from '../../middleware/read-your-writes.ts';
import { ProductCard } from './catalog-schemas.ts';
import { apiRouter, dataAnswer, openRoute } from './openapi-kit.ts';

/** « Vous aimerez aussi » of a product page (issue 19), as cards of the catalogue. */
export const productRecommendationsApi = apiRouter().openapi(
  openRoute({
    method: 'get',
    path: '/{slug}/recommendations',
    operationId: 'getProductRecommendations',
    summary: 'Products to suggest next to a published product (« Vous aimerez aussi »)',
    description:
      'At most 4 published products, the product itself excluded: first those bought in the same paid orders (the most shared first), then those of similar content (same category, shared tags and title words). At most 2 per seller, 1 of the product’s own seller. An empty list when there is nothing to suggest.',
    request: { params: z.object({ slug: z.string().min(1).max(200) }) },
    responses: { 200: dataAnswer('The suggested products, best first', z.array(ProductCard)) },
    refusals: { 400: 'Malformed slug', 404: 'No published product has this slug (code product_not_found)' },
  }),
  async (c) =>
    c.json(
      { data: await getProductRecommendations(catalogDeps(c.var.deps, c.req.raw), c.req.valid('param').slug) },
      200,
    ),
);
