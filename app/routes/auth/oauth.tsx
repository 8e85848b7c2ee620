import { redirect } from 'react-router';
import { safeRedirectPath } from '../../../core/shared/safe-redirect.ts';
import { authOf, redirectWithCookies } from '../../lib/auth.server.ts';
import type { Route } from './+types/oauth';

/** Starts an OAuth sign-in with a configured provider; Better Auth's callback comes back to `callbackURL`. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const { auth, oauthProviders } = authOf(context);
  const provider = oauthProviders.find((p) => p === params.provider);
  if (!provider) throw redirect('/auth');
  const form = await request.formData();
  const callbackURL = safeRedirectPath(form.get('redirectTo'), '/dashboard');
  const { headers, response } = await auth.api.signInSocial({
    body: { provider, callbackURL, errorCallbackURL: '/auth' },
    headers: request.headers,
    returnHeaders: true,
  });
  if (!response?.url) throw redirect('/auth');
  return redirectWithCookies(response.url, headers);
}

export const loader = () => redirect('/auth');
