import { z } from '@hono/zod-openapi';
import { getProduct } from '../../../core/catalog/get-product.ts';
import { listProductsQuery } from '../../../core/catalog/list-products.schema.ts';
import { listProducts } from '../../../core/catalog/list-products.ts';
import { productSorts } from '../../../core/catalog/listing-options.ts';
import { reportProductBody } from '../../../core/catalog/product-report.schema.ts';
import { reportProduct } from '../../../core/catalog/report-product.ts';
import { catalogDeps } from '../../middleware/read-your-writes.ts';
import { idParams, uuid } from './api-fields.ts';
import { ProductDetail, ProductListing } from './catalog-schemas.ts';
import { smallBody } from './json-body.ts';
import { answer, apiRouter, dataAnswer, json, openRoute, signedInRoute } from './openapi-kit.ts';
import { requireSignedIn } from './require-signed-in.ts';
import { translatedErrors } from './translated-error.ts';

/** `sort` falls back to the default on an unknown value (`.catch`), which the generator is told the type of. */
const listQuery = listProductsQuery.extend({
  sort: z
    .enum(productSorts)
    .optional()
    .catch(undefined)
    .openapi({ type: 'string', enum: [...productSorts], description: listProductsQuery.shape.sort.description }),
});

const slugParams = z.object({ slug: z.string().min(1).max(200) });

/** Reporting a published product to the moderators (issue 8), with its own translated errors. */
const productReportsApi = apiRouter()
  .openapi(
    signedInRoute({
      method: 'post',
      path: '/{id}/reports',
      operationId: 'reportProduct',
      summary: 'Report a published product to the moderators (once per user and product)',
      description:
        'Any signed-in user but the product’s seller. Reasons: illegal, scam, misleading, counterfeit, spam, other; details optional (at most 1,000 characters). At most 10 attempts per user and hour. Errors are translated (`?lang=`, else the language cookie).',
      middleware: [requireSignedIn, smallBody] as const,
      request: { params: idParams('id'), body: { required: true, content: json(reportProductBody) } },
      responses: { 201: dataAnswer('Reported: the report is in the moderation queue', z.object({ id: uuid })) },
      refusals: {
        400: 'Invalid body (code invalid_request; details.fields lists each field with its code and translated message)',
        403: 'The product is the caller’s own (own_product), or sent by a browser from another site',
        404: 'No published product has this id (product_not_found)',
        409: 'Already reported by this user (already_reported)',
        429: 'Too many reports (rate_limited); see the Retry-After header',
      },
    }),
    async (c) => {
      const input = c.req.valid('json');
      return c.json({ data: await reportProduct(c.var.deps, c.var.viewer, c.req.valid('param').id, input) }, 201);
    },
  )
  .onError(translatedErrors({ namespace: 'product', prefix: 'report.errors' }));

export const productsApi = apiRouter()
  .openapi(
    openRoute({
      method: 'get',
      path: '/',
      operationId: 'listProducts',
      summary: 'Search and list published products',
      request: { query: listQuery },
      responses: { 200: answer('A page of products', ProductListing) },
      refusals: { 400: 'Malformed parameter (e.g. page or per_page)' },
    }),
    async (c) => c.json(await listProducts(catalogDeps(c.var.deps, c.req.raw), c.req.valid('query')), 200),
  )
  .openapi(
    openRoute({
      method: 'get',
      path: '/{slug}',
      operationId: 'getProduct',
      summary: 'A published product',
      request: { params: slugParams },
      responses: { 200: dataAnswer('The product', ProductDetail) },
      refusals: { 400: 'Malformed slug', 404: 'No published product has this slug' },
    }),
    async (c) => c.json({ data: await getProduct(catalogDeps(c.var.deps, c.req.raw), c.req.valid('param').slug) }, 200),
  )
  .route('/', productReportsApi);
