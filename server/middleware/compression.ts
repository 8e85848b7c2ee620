import { Duplex } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { appendVary } from './vary.ts';

const compressible =
  /^\s*(?:text\/[^;\s]+|application\/(?:javascript|json|xml|xhtml\+xml|rss\+xml|atom\+xml|manifest\+json|ld\+json)|image\/svg\+xml)(?:;|\s|$)/i;

/** The encoding this server answers with for an `Accept-Encoding` header. */
export function preferredEncoding(accept: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Set(
    (accept ?? '')
      .toLowerCase()
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || Number(q.trim().replace(/^q=/, '')) > 0)
      .map(([name]) => name?.trim()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/**
 * Brotli (quality 4, fast enough for streamed SSR) or gzip for dynamic responses. Hashed assets are
 * compressed at build time and served precompressed, so they skip this.
 */
export function compression(threshold = 1024): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    const length = res.headers.get('Content-Length');
    if (
      !res.body ||
      c.req.method === 'HEAD' ||
      res.status === 204 ||
      res.status === 206 ||
      res.headers.has('Content-Encoding') ||
      (length !== null && Number(length) < threshold) ||
      !compressible.test(res.headers.get('Content-Type') ?? '') ||
      /no-transform/i.test(res.headers.get('Cache-Control') ?? '') ||
      res.headers.get('Content-Type')?.startsWith('text/event-stream')
    ) {
      return;
    }
    const encoding = preferredEncoding(c.req.header('Accept-Encoding'));
    const headers = new Headers(res.headers);
    headers.set('Vary', appendVary(res.headers.get('Vary'), 'Accept-Encoding'));
    if (!encoding) {
      c.res = new Response(res.body, { status: res.status, statusText: res.statusText, headers });
      return;
    }
    const zlib =
      encoding === 'br'
        ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
        : createGzip({ level: 6 });
    const transform = Duplex.toWeb(zlib) as unknown as ReadableWritablePair<Uint8Array, Uint8Array>;
    headers.delete('Content-Length');
    headers.set('Content-Encoding', encoding);
    c.res = new Response(res.body.pipeThrough(transform), { status: res.status, statusText: res.statusText, headers });
  };
}
