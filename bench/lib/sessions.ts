import { createHmac } from 'node:crypto';
import { authCookiePrefix } from '../../server/auth/cookies.ts';

/**
 * The session cookie a browser holds for the session `token` (a row of `session`), signed with the server's
 * AUTH_SECRET as Better Auth signs it, for a server reached over http. Benches make sessions this way because
 * signing many users in over HTTP would hit the sign-in rate limit.
 */
export function sessionCookie(token: string, secret: string): string {
  const signature = createHmac('sha256', secret).update(token).digest('base64');
  return `${authCookiePrefix(false)}.session_token=${encodeURIComponent(`${token}.${signature}`)}`;
}
