import type { MiddlewareHandler } from 'hono';

/** Whether `If-None-Match` names the entity tag, by weak comparison (RFC 9110 §13.1.2): `W/` is ignored. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return ifNoneMatch.split(',').some((tag) => opaque(tag) === wanted);
}

/**
 * What describes the body a 304 does not carry. The browser merges a 304's headers into those it stored with the body
 * (RFC 9111 §4.3.4), so the Content-Security-Policy must stay the stored one: it allows that body's inline scripts
 * by hash, and the scripts of this render may differ in what the ETag leaves out (the request id of the hydration
 * data), so that a new policy would block the stored page's scripts and leave it unhydrated.
 */
const bodyHeaders = new Set(['content-type', 'content-length', 'content-encoding', 'content-security-policy']);

/**
 * Answers `304 Not Modified`, without a body, to a GET whose `If-None-Match` names the ETag of the 200 it would get,
 * whether rendered or replayed by the response cache (which it wraps, so that a revalidation also fills the cache).
 */
export function notModified(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const etag = c.res.headers.get('ETag');
    if (c.req.method !== 'GET' || c.res.status !== 200 || !etag || !etagMatches(c.req.header('If-None-Match'), etag)) {
      return;
    }
    await c.res.body?.cancel();
    const headers = new Headers();
    for (const [name, value] of c.res.headers) if (!bodyHeaders.has(name)) headers.append(name, value);
    c.res = undefined;
    c.res = new Response(null, { status: 304, headers });
  };
}
