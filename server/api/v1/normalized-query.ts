import type { Context } from 'hono';
import { queryObject } from '../../../core/shared/query-object.ts';

/**
 * The API reads a query string as the pages do (core/shared/query-object.ts): a blank value is absent and a repeated
 * key keeps its first value. A GET's URL is rewritten once so that the routes' declared query schemas see that.
 */
export async function normalizedQuery(c: Context, next: () => Promise<void>) {
  const url = new URL(c.req.url);
  if ((c.req.method === 'GET' || c.req.method === 'HEAD') && url.search) {
    const kept = new URLSearchParams(queryObject(url)).toString();
    if (kept !== url.searchParams.toString()) {
      url.search = kept;
      c.req.raw = new Request(url, { method: c.req.method, headers: c.req.raw.headers, signal: c.req.raw.signal });
    }
  }
  await next();
}
