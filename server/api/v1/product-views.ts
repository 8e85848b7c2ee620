import { Hono } from 'hono';
import { z } from 'zod';
import { recordProductView } from '../../../core/analytics/record-product-view.ts';
import type { ApiEnv } from './env.ts';
import { errorResponse } from './openapi-helpers.ts';

const productSlug = z.string().min(1).max(200);

/** The product page's view beacon (navigator.sendBeacon, so cached pages count too); always 204 once the product exists. */
export const productViewsApi = new Hono<ApiEnv>().post('/:slug/views', async (c) => {
  await recordProductView(c.var.deps, c.var.viewer, {
    slug: productSlug.parse(c.req.param('slug')),
    ip: c.var.clientIp,
    userAgent: c.req.header('user-agent') ?? null,
  });
  return c.body(null, 204);
});

export const productViewsOpenApiPaths = {
  '/products/{slug}/views': {
    post: {
      operationId: 'recordProductView',
      summary: 'Counts one view of a published product page (the page sends it as a beacon)',
      description:
        'No body. Not counted for crawlers, for the product’s own seller, or twice from one client address within 30 minutes; the answer is 204 in every case.',
      parameters: [{ name: 'slug', in: 'path', required: true, schema: { type: 'string' } }],
      responses: {
        204: { description: 'Received (counted or not)' },
        403: errorResponse('Sent from another site (code forbidden_origin)'),
        404: errorResponse('No published product has this slug (code product_not_found)'),
      },
    },
  },
};
