import { z } from '@hono/zod-openapi';
import { sellerPageQuery } from '../../../core/sellers/get-seller-page.schema.ts';
import { getSellerPage } from '../../../core/sellers/get-seller-page.ts';
import { catalogDeps } from '../../middleware/read-your-writes.ts';
import { dateTime, int, uuid } from './api-fields.ts';
import { DeploymentStats, ProductCard, Review, Trader } from './catalog-schemas.ts';
import { apiRouter, dataAnswer, openRoute } from './openapi-kit.ts';

const SellerPage = z
  .object({
    id: uuid,
    name: z.string(),
    bio: z.string(),
    avatarUrl: z.string().nullable(),
    website: z.string().nullable(),
    expertise: z.array(z.string()),
    certified: z.boolean(),
    memberSince: dateTime,
    trader: Trader,
    ratingAvg: z.number().openapi({ description: 'Over the published products, weighted by their reviews' }),
    ratingCount: int,
    salesCount: int,
    deployment: DeploymentStats,
    products: z
      .object({ items: z.array(ProductCard), total: int, page: int, pageCount: int })
      .openapi({ description: 'One page of the published products, best sellers first (12 a page)' }),
    reviews: z
      .array(z.object({ ...Review.shape, product: z.object({ slug: z.string(), title: z.string() }) }))
      .openapi({ description: 'The latest published reviews of any of the products' }),
  })
  .openapi('SellerPage');

/** `GET /api/v1/sellers/:id` (DESIGN §6): a seller's public page, as /seller/:sellerId shows it. */
export const sellersApi = apiRouter().openapi(
  openRoute({
    method: 'get',
    path: '/{id}',
    operationId: 'getSeller',
    summary: 'A seller’s public profile, figures, one page of their published products and their latest reviews',
    request: { params: z.object({ id: z.string() }), query: sellerPageQuery },
    responses: { 200: dataAnswer('The seller', SellerPage) },
    refusals: { 400: 'Malformed page', 404: 'No seller has this id (code seller_not_found)' },
  }),
  async (c) => {
    const page = c.req.valid('query').page;
    return c.json(
      { data: await getSellerPage(catalogDeps(c.var.deps, c.req.raw), c.req.valid('param').id, page) },
      200,
    );
  },
);
