import { z } from '@hono/zod-openapi';
import { recordProductView } from '../../../core/analytics/record-product-view.ts';
import { withViewed } from '../../../core/catalog/recently-viewed.ts';
import { recentlyViewedCookie, recentlyViewedIds } from '../../middleware/recently-viewed.ts';
import { apiRouter, noContent, openRoute } from './openapi-kit.ts';

/**
 * The product page's view beacon (navigator.sendBeacon, so cached pages count too); always 204 once the product
 * exists. It also puts the product first in the browser's « Récemment consultés » cookie: written here rather than
 * by the page, so that a page's answer never carries a cookie and stays cacheable (decision 0040).
 */
export const productViewsApi = apiRouter().openapi(
  openRoute({
    method: 'post',
    path: '/{slug}/views',
    operationId: 'recordProductView',
    summary: 'Counts one view of a published product page (the page sends it as a beacon)',
    description:
      'No body. Not counted for crawlers, for the product’s own seller, or twice from one client address within 30 minutes; the answer is 204 in every case. It sets the functional `deploia_recent` cookie (`__Host-deploia_recent` over https): the ids of the last 8 products viewed, this one first.',
    request: { params: z.object({ slug: z.string().min(1).max(200) }) },
    responses: { 204: noContent('Received (counted or not)') },
    refusals: {
      400: 'Malformed slug',
      403: 'Sent from another site (code forbidden_origin)',
      404: 'No published product has this slug (code product_not_found)',
    },
  }),
  async (c) => {
    const { productId } = await recordProductView(c.var.deps, c.var.viewer, {
      slug: c.req.valid('param').slug,
      ip: c.var.clientIp,
      userAgent: c.req.header('user-agent') ?? null,
    });
    const recent = withViewed(recentlyViewedIds(c.req.header('cookie')), productId);
    c.header('Set-Cookie', recentlyViewedCookie(recent, c.var.deps.publicUrl.startsWith('https:')));
    return c.body(null, 204);
  },
);
