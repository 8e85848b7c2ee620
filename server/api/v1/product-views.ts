import { z } from '@hono/zod-openapi';
import { attributionCookie, attributionFromCookie } from '../../../core/analytics/attribution-cookie.ts';
import { recordProductView } from '../../../core/analytics/record-product-view.ts';
import { landingInput } from '../../../core/analytics/traffic-source.ts';
import { visitAttribution } from '../../../core/analytics/visit-attribution.ts';
import { withViewed } from '../../../core/catalog/recently-viewed.ts';
import { recentlyViewedCookie, recentlyViewedIds } from '../../middleware/recently-viewed.ts';
import type { ReferralVars } from '../../middleware/referral.ts';
import type { ApiEnv } from './env.ts';
import { jsonOf } from './json-body.ts';
import { apiRouter, noContent, openRoute } from './openapi-kit.ts';

/**
 * The product page's view beacon (navigator.sendBeacon, so cached pages count too); always 204 once the product
 * exists. It also puts the product first in the browser's « Récemment consultés » cookie: written here rather than
 * by the page, so that a page's answer never carries a cookie and stays cacheable (decision 0040). Its optional body
 * is the visit's landing (referrer, UTM fields): the first view of a visit sets the attribution cookie that the
 * visit's later views and orders carry (decision 0043).
 */
export const productViewsApi = apiRouter<{ Variables: ApiEnv['Variables'] & ReferralVars }>().openapi(
  openRoute({
    method: 'post',
    path: '/{slug}/views',
    operationId: 'recordProductView',
    summary: 'Counts one view of a published product page (the page sends it as a beacon)',
    description:
      'Optional JSON body: the visit’s landing (`referrer`, `utm_source`, `utm_medium`, `utm_campaign`). Not counted for crawlers, for the product’s own seller, or twice from one client address within 30 minutes; the answer is 204 in every case. It sets the functional `deploia_recent` cookie (`__Host-deploia_recent` over https): the ids of the last 8 products viewed, this one first; and, on a visit’s first view, the session cookie `deploia_src` holding where the visit came from (direct, an external host, a partner code or a UTM source), which the orders of the visit record.',
    request: {
      params: z.object({ slug: z.string().min(1).max(200) }),
      body: { required: false, content: { 'application/json': { schema: landingInput } } },
    },
    responses: { 204: noContent('Received (counted or not)') },
    refusals: {
      400: 'Malformed slug or landing',
      403: 'Sent from another site (code forbidden_origin)',
      404: 'No published product has this slug (code product_not_found)',
    },
  }),
  async (c) => {
    const secure = c.var.deps.publicUrl.startsWith('https:');
    const text = await c.req.text();
    const landing = landingInput.parse(text.trim() === '' ? {} : await jsonOf(c.req));
    const kept = attributionFromCookie(c.req.header('cookie'));
    const attribution =
      kept ??
      (await visitAttribution(c.var.deps.db, {
        landing,
        ownHost: new URL(c.var.deps.publicUrl).hostname,
        referralToken: c.var.referralToken,
        now: c.var.deps.clock.now(),
      }));
    const { productId } = await recordProductView(c.var.deps, c.var.viewer, {
      slug: c.req.valid('param').slug,
      ip: c.var.clientIp,
      userAgent: c.req.header('user-agent') ?? null,
      attribution,
    });
    const recent = withViewed(recentlyViewedIds(c.req.header('cookie')), productId);
    c.header('Set-Cookie', recentlyViewedCookie(recent, secure));
    if (!kept) c.header('Set-Cookie', attributionCookie(attribution, secure), { append: true });
    return c.body(null, 204);
  },
);
