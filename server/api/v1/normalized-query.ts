import type { Context } from 'hono';
import { queryObject } from '../../../core/shared/query-object.ts';

/**
 * The API reads a query string as the pages do (core/shared/query-object.ts): a blank value is absent and a repeated
 * key keeps its first value, whatever the method. The URL is rewritten once so that the routes' declared query
 * schemas see that; a body is passed on as the stream it is.
 */
export async function normalizedQuery(c: Context, next: () => Promise<void>) {
  const url = new URL(c.req.url);
  if (url.search) {
    const kept = new URLSearchParams(queryObject(url)).toString();
    if (kept !== url.searchParams.toString()) {
      url.search = kept;
      const { method, headers, body, signal } = c.req.raw;
      c.req.raw = new Request(url, { method, headers, body, signal, duplex: 'half' } as RequestInit);
    }
  }
  await next();
}
