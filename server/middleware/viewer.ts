import type { MiddlewareHandler } from 'hono';
import type { Viewer } from '../../core/accounts/viewer.ts';
import type { Db } from '../../db/client.ts';
import type { Auth } from '../auth/create-auth.ts';
import { resolveViewer } from '../auth/resolve-viewer.ts';

export interface ViewerVars {
  viewer: Viewer | null;
}

/**
 * Resolves the signed-in user once per request for pages and the API. Requests without a session cookie or
 * bearer token (visitors, cached pages) skip the database.
 */
export function viewerMiddleware(
  auth: Auth,
  db: Db,
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
    const { viewer, setCookies } = await resolveViewer(auth, db, headers);
    c.set('viewer', viewer);
    await next();
    for (const cookie of setCookies) c.res.headers.append('Set-Cookie', cookie);
  };
}
