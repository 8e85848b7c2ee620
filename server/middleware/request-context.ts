import { randomBytes, randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';
import { loggedPath } from '../logged-path.ts';

export interface RequestVars {
  requestId: string;
  nonce: string;
  log: Logger;
}

const validRequestId = /^[A-Za-z0-9._-]{8,128}$/;

/** Gives each request an id (kept from `X-Request-Id` when sane), a CSP nonce and a child logger. */
export function requestContext(log: Logger): MiddlewareHandler<{ Variables: RequestVars }> {
  return async (c, next) => {
    const incoming = c.req.header('x-request-id');
    const requestId = incoming && validRequestId.test(incoming) ? incoming : randomUUID();
    const child = log.child({ requestId });
    c.set('requestId', requestId);
    c.set('nonce', randomBytes(16).toString('base64'));
    c.set('log', child);
    const started = performance.now();
    await next();
    c.header('X-Request-Id', requestId);
    const path = c.req.path;
    if (path !== '/healthz' && path !== '/readyz') {
      child.info(
        {
          method: c.req.method,
          path: loggedPath(path),
          status: c.res.status,
          ms: Math.round(performance.now() - started),
        },
        'request',
      );
    }
  };
}
