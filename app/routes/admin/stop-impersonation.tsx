import { redirect } from 'react-router';
import { recordImpersonationStop } from '../../../core/admin/users/impersonate-user.ts';
import { depsContext, requestContext } from '../../context.ts';
import { authOf, redirectWithCookies } from '../../lib/auth.server.ts';
import type { Route } from './+types/stop-impersonation';

/** Nothing to show: the banner's form posts here. */
export function loader() {
  throw redirect('/');
}

/**
 * Ends an impersonation (posted by the impersonated session): Better Auth's admin plugin deletes it and restores the
 * administrator's session from the signed `admin_session` cookie, and the audit log records it. Should the
 * administrator's session be gone meanwhile, the impersonated one is signed out all the same.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { viewer, auth } = authOf(context);
  if (!viewer?.impersonatedBy) throw redirect('/');
  let headers: Headers;
  let restored = true;
  try {
    ({ headers } = await auth.api.stopImpersonating({ headers: request.headers, returnHeaders: true }));
  } catch {
    restored = false;
    ({ headers } = await auth.api.signOut({ headers: request.headers, returnHeaders: true }));
  }
  await recordImpersonationStop(context.get(depsContext), viewer, {
    ip: context.get(requestContext).clientIp,
    restored,
  });
  return redirectWithCookies(restored ? `/admin/users/${viewer.userId}` : '/auth', headers);
}

export default function StopImpersonation() {
  return null;
}
