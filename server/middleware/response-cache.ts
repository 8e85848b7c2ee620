import type { MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';
import { localeCookieValue } from '../../i18n/config.ts';
import { isAnonymousRequest } from './anonymous.ts';
import { preferredEncoding } from './compression.ts';

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
 * A short-lived in-process cache of public GET responses for anonymous visitors (no cookie but `language`, no
 * `Authorization`), keyed by URL, language cookie and the encoding the answer is in (decision 0026). It stands in
 * front of the per-request middleware and stores the final answer: compressed bytes and every header, its ETag and
 * the X-Request-Id of the render that produced it included. It keeps only answers made shareable by `sharedCaching`,
 * whose Content-Security-Policy allows their inline scripts by hash: one that names a nonce is never kept, so no
 * visitor is handed another's nonce. A hit is therefore a map lookup and a copy, with no logger, compression or
 * rendering. Concurrent misses of one key share a single render. Only 200 responses without Set-Cookie or
 * `Cache-Control: private/no-store` are kept.
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
    if (ttlSeconds <= 0 || c.req.method !== 'GET' || !cacheable(c.req.path) || !isAnonymousRequest(c.req.raw.headers)) {
      return next();
    }
    const language = localeCookieValue(c.req.header('cookie')) ?? '';
    const key = `${c.req.url}\u0000${language}\u0000${preferredEncoding(c.req.header('accept-encoding'))}`;
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
      if (
        res.status !== 200 ||
        res.headers.has('set-cookie') ||
        /private|no-store/.test(cacheControl) ||
        res.headers.get('content-security-policy')?.includes("'nonce-")
      ) {
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
