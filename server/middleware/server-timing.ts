import type { Context, MiddlewareHandler } from 'hono';
import { measureQueries, type QueryTime } from '../../db/query-time.ts';

export interface TimingVars {
  /** Milliseconds spent by the route's handler until its response headers were ready. */
  renderMs: number;
}

const ms = (value: number) => value.toFixed(1);

/** Sets a header on the answer, copying it first when it was built with immutable headers. */
function setHeader(c: Context, name: string, value: string) {
  try {
    c.res.headers.set(name, value);
  } catch {
    c.res = new Response(c.res.body, c.res);
    c.res.headers.set(name, value);
  }
}

/**
 * `Server-Timing: db;dur=…, render;dur=…, total;dur=…` on every answer it wraps (decision 0026): `db` sums the wall
 * time of the request's database queries (concurrent ones each count), `render` is the route's own time until its
 * response headers were ready (for a streamed page: its shell), `total` the whole server's time until then.
 */
export function serverTiming(options: { skip: (path: string) => boolean }): MiddlewareHandler<{
  Variables: TimingVars;
}> {
  return async (c, next) => {
    if (options.skip(c.req.path)) return next();
    const started = performance.now();
    const queries: QueryTime = { ms: 0 };
    c.set('renderMs', 0);
    await measureQueries(queries, next);
    const total = performance.now() - started;
    setHeader(c, 'Server-Timing', `db;dur=${ms(queries.ms)}, render;dur=${ms(c.var.renderMs)}, total;dur=${ms(total)}`);
  };
}

/** Marks the route's own work for `render`: mounted after the shared middleware, before the routes. */
export function timeRender(): MiddlewareHandler<{ Variables: TimingVars }> {
  return async (c, next) => {
    const started = performance.now();
    await next();
    c.set('renderMs', performance.now() - started);
  };
}
