import type { MiddlewareHandler } from 'hono';
import { formatRecentlyViewed, parseRecentlyViewed } from '../../core/catalog/recently-viewed.ts';
import { personalCacheControl } from './viewer.ts';

/**
 * The « Récemment consultés » cookie (decision 0040): the ids of the last products this browser viewed, written by
 * the product page's view beacon and read by the pages that show the list. Over https `__Host-`: Secure, this host
 * only; both names are read (a plain one may outlive a move to https).
 */
const cookieNames = ['__Host-deploia_recent', 'deploia_recent'] as const;
/** A visitor coming back within three months still finds their list; each view renews it. */
const maxAgeSeconds = 90 * 86_400;

function cookieValue(cookieHeader: string | null | undefined): string | undefined {
  const pairs = (cookieHeader ?? '').split(';').map((part) => part.trim().split('='));
  for (const name of cookieNames) {
    const value = pairs.find(([key]) => key === name)?.[1];
    if (value !== undefined) return value;
  }
  return undefined;
}

/** The product ids of the cookie, most recent first; none when it is absent or not a valid list. */
export const recentlyViewedIds = (cookieHeader: string | null | undefined) =>
  parseRecentlyViewed(cookieValue(cookieHeader));

/** The Set-Cookie value holding `ids`. */
export const recentlyViewedCookie = (ids: readonly string[], secure: boolean) =>
  `${secure ? cookieNames[0] : cookieNames[1]}=${formatRecentlyViewed(ids)}; Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;

/**
 * A page rendered for a browser holding the cookie may show its list: like a signed-in page, it is marked
 * `private, no-store` (unless its route chose), so that no proxy or CDN keeps it. Our own caches already pass such a
 * request by (any cookie but the language makes it personal: ./anonymous.ts).
 */
export const recentlyViewedPrivacy: MiddlewareHandler = async (c, next) => {
  await next();
  if (cookieValue(c.req.header('cookie')) === undefined || c.res.headers.has('Cache-Control')) return;
  // A response built elsewhere may have immutable headers (Response.redirect): give it our own copy.
  c.res = new Response(c.res.body, c.res);
  c.res.headers.set('Cache-Control', personalCacheControl);
};
