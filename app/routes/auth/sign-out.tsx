import { redirect } from 'react-router';
import { authOf, redirectWithCookies } from '../../lib/auth.server.ts';
import type { Route } from './+types/sign-out';

/** 'Se déconnecter': ends the session and goes to / (spec §4); a failing sign-out still goes to /. */
export async function action({ request, context }: Route.ActionArgs) {
  try {
    const { headers } = await authOf(context).auth.api.signOut({ headers: request.headers, returnHeaders: true });
    return redirectWithCookies('/', headers);
  } catch {
    throw redirect('/');
  }
}

export const loader = () => redirect('/');
