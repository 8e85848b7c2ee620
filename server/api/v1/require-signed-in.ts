import type { Context } from 'hono';
import { requireViewer } from '../../../core/accounts/viewer.ts';
import type { ApiEnv } from './env.ts';

/** Middleware of the signed-in endpoints: a visitor is answered 401 before anything of the request is read. */
export const requireSignedIn = async (c: Context<ApiEnv>, next: () => Promise<void>) => {
  requireViewer(c.var.viewer);
  await next();
};
