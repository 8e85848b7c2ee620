import { redirect } from 'react-router';
import { libraryLinkDestination } from '../../../core/accounts/library-link.ts';
import { libraryLinkTarget } from '../../../core/accounts/open-library-link.ts';
import { depsContext } from '../../context.ts';
import { authOf, redirectWithCookies } from '../../lib/auth.server.ts';
import type { Route } from './+types/open-link';

/**
 * An e-mailed library link: a guest is signed in (through Better Auth's e-mail code sign-in, which the link stands
 * for) and lands on their purchases (or the dashboard page `?next=` names: an invoice); a full account signs in first; a dead link asks for a new one.
 */
export async function loader({ params, request, url, context }: Route.LoaderArgs) {
  const target = await libraryLinkTarget(context.get(depsContext), params.token);
  const destination = libraryLinkDestination(url.searchParams.get('next'));
  if (target.kind === 'account') throw redirect(`/auth?redirectTo=${encodeURIComponent(destination)}`);
  if (target.kind !== 'guest') throw redirect('/library?link=expired');
  const { auth, viewer } = authOf(context);
  if (viewer?.email === target.email) throw redirect(destination);
  const otp = await auth.api.createVerificationOTP({ body: { email: target.email, type: 'sign-in' } });
  const { headers } = await auth.api.signInEmailOTP({
    body: { email: target.email, otp },
    headers: request.headers,
    returnHeaders: true,
  });
  throw redirectWithCookies(destination, headers);
}
