import type { MiddlewareHandler } from 'hono';
import { AppError } from '../../core/shared/app-error.ts';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests sent by another site (CSRF): the `Origin` header, or failing that
 * `Sec-Fetch-Site`, must name this site. Clients that send neither (scripts with a bearer token, server-to-
 * server) are not browsers riding on a cookie and pass. Better Auth checks `/api/auth/*` itself; webhooks
 * are authenticated by signature.
 */
export function originCheck(publicUrl: string): MiddlewareHandler {
  const allowed = new URL(publicUrl).origin;
  return async (c, next) => {
    if (safeMethods.has(c.req.method)) return next();
    const origin = c.req.header('origin');
    const fetchSite = c.req.header('sec-fetch-site');
    const sameSite = origin ? origin === allowed : !fetchSite || fetchSite === 'same-origin' || fetchSite === 'none';
    if (!sameSite) throw new AppError('forbidden_origin', 403, 'Requête refusée : origine inconnue');
    return next();
  };
}
