import type { MiddlewareHandler } from 'hono';
import type { CoreDeps } from '../../core/deps.ts';
import type { Db } from '../../db/client.ts';

/**
 * Read your own writes with a read replica (decision 0037). Catalogue reads go to `deps.readDb`, which may lag the
 * primary by a moment; a browser that has just written (a seller saving a product, a buyer reviewing one) must not
 * be shown the catalogue as it was before. Instances share nothing in memory, so the memory of "this browser just
 * wrote" travels with the browser: a short-lived cookie, set on the answer to any write that succeeded, and while it
 * is present that browser's catalogue reads go to the primary. The cookie also makes its requests personal, so the
 * response cache and shared caches never answer them with a copy made before the write (server/middleware/anonymous.ts).
 */

/** Over https `__Host-`: Secure, this host only; both names are read (a plain one may outlive a move to https). */
const cookieNames = ['__Host-deploia_primary', 'deploia_primary'] as const;

/**
 * POSTs after which the sender reads nothing new back: the product page's view beacon (a count only the seller's
 * dashboard shows, on the primary), and the reads that are POSTs because of their body — a visitor's cart priced on
 * every page, a checkout quote, a Markdown preview. Each would otherwise take every visitor's next pages off the
 * replica and out of the caches.
 */
const storesNothingReadBack = [
  /^\/api\/v1\/products\/[^/]+\/views\/?$/,
  /^\/api\/v1\/cart\/preview\/?$/,
  /^\/api\/v1\/checkout\/quote\/?$/,
  /^\/api\/v1\/seller\/markdown-preview\/?$/,
];

/** Whether the request carries the cookie of a recent write: its catalogue reads then go to the primary. */
export function readsFromPrimary(headers: Headers): boolean {
  const cookie = headers.get('cookie');
  if (!cookie) return false;
  return cookie
    .split(';')
    .some((part) => (cookieNames as readonly string[]).includes(part.split('=')[0]?.trim() ?? ''));
}

/** The database a request's catalogue reads go to: the replica, or the primary just after this browser wrote. */
export function catalogDb(deps: Pick<CoreDeps, 'db' | 'readDb'>, request: Request): Db {
  return readsFromPrimary(request.headers) ? deps.db : deps.readDb;
}

/** `deps` with `db` the request's catalogue database (`catalogDb`), for the catalogue's read use cases. */
export function catalogDeps<D extends Pick<CoreDeps, 'db' | 'readDb'>>(deps: D, request: Request): D {
  return { ...deps, db: catalogDb(deps, request) };
}

export interface ReadYourWritesOptions {
  /** How long after a write the browser's catalogue reads stay on the primary (DATABASE_READ_STICKY_SECONDS). */
  seconds: number;
  /** Whether the site is served over https (the cookie is then `__Host-` and Secure). */
  secure: boolean;
}

/**
 * Sets the primary-reads cookie on the answer to every write that succeeded (a method other than GET, HEAD or OPTIONS
 * answered below 400: a JSON answer, a redirect after a form, React Router's data answer), signed in or not, and keeps
 * the answers of requests carrying it out of shared caches. Mounted only when a replica is configured.
 */
export function readYourWrites({ seconds, secure }: ReadYourWritesOptions): MiddlewareHandler {
  const cookie = `${secure ? cookieNames[0] : cookieNames[1]}=1; Path=/; Max-Age=${seconds}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
  return async (c, next) => {
    const sticky = readsFromPrimary(c.req.raw.headers);
    await next();
    const method = c.req.method;
    const wrote = method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS' && c.res.status < 400;
    if (wrote && !storesNothingReadBack.some((path) => path.test(c.req.path))) {
      c.header('Set-Cookie', cookie, { append: true });
    } else if (sticky && !c.res.headers.has('Cache-Control')) {
      // Read from the primary for this browser alone: no shared cache keeps it (the cookie never makes it anonymous).
      c.header('Cache-Control', 'private, no-store');
    }
  };
}
