import { z } from '@hono/zod-openapi';
import { recordProductView } from '../../../core/analytics/record-product-view.ts';
import { apiRouter, noContent, openRoute } from './openapi-kit.ts';

/** The product page's view beacon (navigator.sendBeacon, so cached pages count too); always 204 once the product exists. */
export const productViewsApi = apiRouter().openapi(
  openRoute({
    method: 'post',
    path: '/{slug}/views',
    operationId: 'recordProductView',
    summary: 'Counts one view of a published product page (the page sends it as a beacon)',
    description:
      'No body. Not counted for crawlers, for the product’s own seller, or twice from one client address within 30 minutes; the answer is 204 in every case.',
    request: { params: z.object({ slug: z.string().min(1).max(200) }) },
    responses: { 204: noContent('Received (counted or not)') },
    refusals: {
      400: 'Malformed slug',
      403: 'Sent from another site (code forbidden_origin)',
      404: 'No published product has this slug (code product_not_found)',
    },
  }),
  async (c) => {
    await recordProductView(c.var.deps, c.var.viewer, {
      slug: c.req.valid('param').slug,
      ip: c.var.clientIp,
      userAgent: c.req.header('user-agent') ?? null,
    });
    return c.body(null, 204);
  },
);
