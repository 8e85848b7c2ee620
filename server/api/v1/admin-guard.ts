import type { Context, Next } from 'hono';
import { requireAdmin } from '../../../core/accounts/viewer.ts';
import { recordAdminAction } from '../../../core/admin/record-admin-action.ts';
import { isAppError } from '../../../core/shared/app-error.ts';
import type { ApiEnv } from './env.ts';
import { operationsWith, signedIn } from './openapi-kit.ts';

/**
 * Middleware of every `/api/v1/admin/*` endpoint: administrators only, on a second-factor session when required.
 * A signed-in non-administrator gets 403 before anything of the request is read, and the attempt is logged and
 * written to the audit log (`admin.access_denied`) so administrators see who probed the console.
 */
export const adminGuard = (requireSecondFactor: boolean) => async (c: Context<ApiEnv>, next: () => Promise<void>) => {
  const viewer = c.var.viewer;
  try {
    requireAdmin(viewer, { requireSecondFactor });
  } catch (error) {
    if (viewer && isAppError(error) && error.code === 'forbidden') {
      const path = new URL(c.req.url).pathname;
      c.var.log.warn({ userId: viewer.userId, method: c.req.method, path }, 'admin endpoint refused');
      await recordAdminAction(c.var.deps.db, {
        actorId: viewer.userId,
        action: 'admin.access_denied',
        targetType: 'endpoint',
        targetId: `${c.req.method} ${path}`.slice(0, 300),
        ip: c.var.clientIp,
      });
    }
    throw error;
  }
  await next();
};

/** A route's own check that the caller is an administrator, made before its body is read. */
export const adminOnly =
  (requireSecondFactor = false) =>
  async (c: Context<ApiEnv>, next: Next) => {
    requireAdmin(c.var.viewer, { requireSecondFactor });
    await next();
  };

/** An administrators' operation: signed in, and what the guard answers declared beside its own refusals. */
export const adminRoute = operationsWith(signedIn, {
  401: 'No valid session',
  403: 'Not an administrator (logged and audited), or no second factor where it is required',
});
