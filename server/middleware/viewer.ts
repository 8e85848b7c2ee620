import type { MiddlewareHandler } from 'hono';
import type { Viewer } from '../../core/accounts/viewer.ts';
import type { Clock } from '../../core/ports/clock.ts';
import type { Db } from '../../db/client.ts';
import type { Auth } from '../auth/create-auth.ts';
import { resolveViewer } from '../auth/resolve-viewer.ts';

export interface ViewerVars {
  viewer: Viewer | null;
}

/** What an answer rendered for a signed-in user may be: kept by nobody but the browser, and not even there. */
export const personalCacheControl = 'private, no-store';

/**
 * Resolves the signed-in user once per request for pages and the API. Requests without a session cookie or
 * bearer token (visitors, cached pages) skip the database. Every answer rendered for a signed-in viewer is
 * marked `Cache-Control: private, no-store` (unless the handler chose its own Cache-Control), so that neither
 * our response cache nor a proxy or CDN in front of us keeps a personal page for the next visitor.
 */
export function viewerMiddleware(
  auth: Auth,
  db: Db,
  clock: Clock,
  cookiePrefix: string,
): MiddlewareHandler<{ Variables: ViewerVars }> {
  const sessionCookie = `${cookiePrefix}.session_token=`;
  return async (c, next) => {
    const headers = c.req.raw.headers;
    const hasCredentials =
      headers.get('cookie')?.includes(sessionCookie) || headers.get('authorization')?.startsWith('Bearer ');
    if (!hasCredentials) {
      c.set('viewer', null);
      return next();
    }
    const { viewer, setCookies } = await resolveViewer(auth, db, clock, headers);
    c.set('viewer', viewer);
    await next();
    const personal = viewer && !c.res.headers.has('Cache-Control');
    if (!personal && setCookies.length === 0) return;
    // A response built elsewhere may have immutable headers (Response.redirect): give it our own copy.
    c.res = new Response(c.res.body, c.res);
    for (const cookie of setCookies) c.res.headers.append('Set-Cookie', cookie);
    if (personal) c.res.headers.set('Cache-Control', personalCacheControl);
  };
}
