import type { MiddlewareHandler } from 'hono';
import { isAnonymousRequest } from './anonymous.ts';
import type { RequestVars } from './request-context.ts';
import type { CspVars } from './security-headers.ts';
import { bodyEtag, noncedScriptHashes } from './shareable-body.ts';
import { appendVary } from './vary.ts';

export interface SharedCachingOptions {
  /** `s-maxage`: how long a CDN or reverse proxy may replay an anonymous answer; 0 = revalidate each time. */
  sharedSeconds: number;
  /** `stale-while-revalidate`: how long after that it may still answer while it fetches a fresh copy. */
  staleSeconds: number;
  /** Which paths hold public content (pages and the catalogue API). */
  cacheable: (path: string) => boolean;
}

/**
 * Makes the answer to an anonymous GET of public content (200, no Set-Cookie, no private Cache-Control of its
 * route) shareable by any cache (decision 0026): an ETag of its body, its inline scripts allowed by hash instead of
 * by this request's nonce (so that replaying it replays no nonce), `Cache-Control: public, max-age=0, s-maxage=…,
 * stale-while-revalidate=…` unless the route chose its own, and `Vary: Cookie, Accept-Encoding` (the language may
 * come from a cookie, and a cookie-holder is never served an anonymous copy). Mounted inside compression: it reads
 * the whole body, uncompressed. Signed-in answers are left alone (they stream, `private, no-store`).
 */
export function sharedCaching(options: SharedCachingOptions): MiddlewareHandler<{ Variables: RequestVars & CspVars }> {
  const policy =
    options.sharedSeconds > 0
      ? `public, max-age=0, s-maxage=${options.sharedSeconds}, stale-while-revalidate=${options.staleSeconds}`
      : 'no-cache';
  return async (c, next) => {
    await next();
    if (c.req.method !== 'GET' || !options.cacheable(c.req.path) || !isAnonymousRequest(c.req.raw.headers)) return;
    const res = c.res;
    const own = res.headers.get('Cache-Control');
    if (
      res.status !== 200 ||
      !res.body ||
      res.headers.has('Set-Cookie') ||
      /private|no-store/i.test(own ?? '') ||
      res.headers.get('Content-Type')?.startsWith('text/event-stream')
    ) {
      return;
    }
    const bytes = await res.arrayBuffer();
    const body = Buffer.from(bytes);
    c.set('scriptHashes', noncedScriptHashes(body, c.var.nonce));
    const headers = new Headers(res.headers);
    headers.set('ETag', bodyEtag(body, [c.var.nonce, c.var.requestId]));
    if (!own) headers.set('Cache-Control', policy);
    headers.set('Vary', appendVary(headers.get('Vary'), 'Cookie', 'Accept-Encoding'));
    c.res = undefined;
    // As a stream: a Response built on the bytes themselves would copy them.
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(body);
        controller.close();
      },
    });
    c.res = new Response(stream, { status: res.status, statusText: res.statusText, headers });
  };
}
