import type { MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';
import { localeCookieNames, localeCookieValue } from '../../i18n/config.ts';

/** Cookies that do not make a page personal; any other cookie (a session) bypasses the cache. */
const anonymousCookies = new Set<string>(localeCookieNames);

interface Entry {
  status: number;
  headers: [string, string][];
  body: Uint8Array<ArrayBuffer>;
  expires: number;
}

export interface ResponseCacheOptions {
  ttlSeconds: number;
  /** Which paths hold public content (the rest is never cached). */
  cacheable: (path: string) => boolean;
  /** Hits never reach the request logger, so the cache logs them itself. */
  log: Logger;
  maxEntries?: number;
  maxBytes?: number;
  now?: () => number;
}

/**
 * No credentials: no cookie but `language`, and no `Authorization` header (a bearer token signs a request in
 * on pages as well as on the API, so whatever its scheme or validity it makes the answer personal).
 */
function isAnonymous(cookieHeader: string | undefined, authorization: string | undefined): boolean {
  if (authorization !== undefined) return false;
  if (!cookieHeader) return true;
  return cookieHeader.split(';').every((part) => anonymousCookies.has(part.split('=')[0]?.trim() ?? ''));
}

/**
 * A short-lived shared cache of public GET responses for anonymous visitors (no cookie but `language`, no
 * `Authorization`), keyed by URL, language cookie and negotiated encoding. It stands in front of the per-request
 * middleware and stores the final answer: compressed bytes and every header, the Content-Security-Policy (whose
 * nonce is bound to these byte-identical scripts) and the X-Request-Id of the render that produced it included.
 * A hit is therefore a map lookup and a copy, with no nonce, logger or rendering. Concurrent misses of one key
 * share a single render. Only 200 responses without Set-Cookie or `Cache-Control: private/no-store` are kept.
 */
export function responseCache(options: ResponseCacheOptions): MiddlewareHandler {
  const { ttlSeconds, cacheable, log, maxEntries = 2000, maxBytes = 64 * 1024 * 1024, now = Date.now } = options;
  const entries = new Map<string, Entry>();
  const inflight = new Map<string, Promise<Entry | null>>();
  let bytes = 0;

  const evict = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.body.byteLength;
    entries.delete(key);
  };
  const store = (key: string, entry: Entry) => {
    evict(key);
    entries.set(key, entry);
    bytes += entry.body.byteLength;
    // Map iteration order is insertion order: the first keys are the least recently stored.
    for (const oldest of entries.keys()) {
      if (entries.size <= maxEntries && bytes <= maxBytes) break;
      evict(oldest);
    }
  };
  const replay = (entry: Entry, state: 'HIT' | 'MISS') => {
    const headers = new Headers(entry.headers);
    headers.set('X-Cache', state);
    return new Response(entry.body, { status: entry.status, headers });
  };
  const replayHit = (path: string, entry: Entry) => {
    const res = replay(entry, 'HIT');
    log.info(
      { method: 'GET', path, status: entry.status, cache: 'HIT', renderId: res.headers.get('x-request-id') },
      'request',
    );
    return res;
  };

  return async (c, next) => {
    if (
      ttlSeconds <= 0 ||
      c.req.method !== 'GET' ||
      !cacheable(c.req.path) ||
      !isAnonymous(c.req.header('cookie'), c.req.header('authorization'))
    ) {
      return next();
    }
    const language = localeCookieValue(c.req.header('cookie')) ?? '';
    const key = `${c.req.url}\u0000${language}\u0000${c.req.header('accept-encoding') ?? ''}`;
    const hit = entries.get(key);
    if (hit && hit.expires > now()) {
      c.res = replayHit(c.req.path, hit);
      return;
    }
    const pending = inflight.get(key);
    if (pending) {
      const shared = await pending;
      if (shared) {
        c.res = replayHit(c.req.path, shared);
        return;
      }
      return next();
    }

    let settle: (entry: Entry | null) => void = () => {};
    inflight.set(key, new Promise((resolve) => (settle = resolve)));
    try {
      await next();
      const res = c.res;
      const cacheControl = res.headers.get('cache-control') ?? '';
      if (res.status !== 200 || res.headers.has('set-cookie') || /private|no-store/.test(cacheControl)) {
        settle(null);
        return;
      }
      const entry: Entry = {
        status: res.status,
        headers: [...res.headers.entries()],
        body: new Uint8Array(await res.arrayBuffer()),
        expires: now() + ttlSeconds * 1000,
      };
      store(key, entry);
      settle(entry);
      c.res = replay(entry, 'MISS');
    } catch (error) {
      settle(null);
      throw error;
    } finally {
      inflight.delete(key);
    }
  };
}
