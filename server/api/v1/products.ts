import { Hono } from 'hono';
import { getProduct } from '../../../core/catalog/get-product.ts';
import { listProductsQuery } from '../../../core/catalog/list-products.schema.ts';
import { listProducts } from '../../../core/catalog/list-products.ts';
import { reportProductBody } from '../../../core/catalog/product-report.schema.ts';
import { reportProduct } from '../../../core/catalog/report-product.ts';
import { queryObject } from '../../../core/shared/query-object.ts';
import type { ApiEnv } from './env.ts';
import { jsonBody, smallBody } from './json-body.ts';
import { dataOf, errorResponse, jsonRequestBody, signedInSecurity, uuidPath } from './openapi-helpers.ts';
import { requireSignedIn } from './require-signed-in.ts';
import { translatedErrors } from './translated-error.ts';

/** A report's failures in the request's language. */
const translatedError = translatedErrors({ namespace: 'product', prefix: 'report.errors' });

/** Reporting a published product to the moderators (issue 8), with its own translated errors. */
const productReportsApi = new Hono<ApiEnv>()
  .post('/:id/reports', requireSignedIn, smallBody, async (c) => {
    const input = await jsonBody(c, reportProductBody);
    return c.json({ data: await reportProduct(c.var.deps, c.var.viewer, c.req.param('id'), input) }, 201);
  })
  .onError(translatedError);

export const productsApi = new Hono<ApiEnv>()
  .get('/', async (c) => {
    const query = listProductsQuery.parse(queryObject(new URL(c.req.url)));
    return c.json(await listProducts(c.var.deps, query));
  })
  .get('/:slug', async (c) => c.json({ data: await getProduct(c.var.deps, c.req.param('slug')) }))
  .route('/', productReportsApi);

/* ---------- OpenAPI (merged into server/api/v1/openapi.ts) ---------- */

export const productReportsOpenApiPaths = {
  '/products/{id}/reports': {
    post: {
      operationId: 'reportProduct',
      summary: 'Report a published product to the moderators (once per user and product)',
      description:
        'Any signed-in user but the product’s seller. Reasons: illegal, scam, misleading, counterfeit, spam, other; details optional (at most 1,000 characters). At most 10 attempts per user and hour. Errors are translated (`?lang=`, else the language cookie).',
      security: signedInSecurity,
      parameters: [uuidPath('id')],
      requestBody: jsonRequestBody(reportProductBody),
      responses: {
        201: {
          description: 'Reported: the report is in the moderation queue',
          content: dataOf({ type: 'object', properties: { id: { type: 'string', format: 'uuid' } } }),
        },
        400: errorResponse(
          'Invalid body (code invalid_request; details.fields lists each field with its code and translated message)',
        ),
        401: errorResponse('No valid session (unauthenticated)'),
        403: errorResponse('The product is the caller’s own (own_product), or sent by a browser from another site'),
        404: errorResponse('No published product has this id (product_not_found)'),
        409: errorResponse('Already reported by this user (already_reported)'),
        429: errorResponse('Too many reports (rate_limited); see the Retry-After header'),
      },
    },
  },
};
