import type { Context, MiddlewareHandler } from 'hono';
import { requireViewer } from '../../../core/accounts/viewer.ts';
import type { ApiEnv } from './env.ts';
import { apiRouter } from './openapi-kit.ts';

/** Middleware of the signed-in endpoints: a visitor is answered 401 before anything of the request is read. */
export const requireSignedIn = async (c: Context<ApiEnv>, next: () => Promise<void>) => {
  requireViewer(c.var.viewer);
  await next();
};

/** A router of the signed-in user's own resources: `requireSignedIn`, then the `more` middleware, before every route. */
export function signedInRouter(...more: MiddlewareHandler<ApiEnv>[]) {
  const router = apiRouter();
  router.use(requireSignedIn, ...more);
  return router;
}
