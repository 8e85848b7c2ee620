import { generateRandomString } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import type { Clock } from '../../core/ports/clock.ts';
import type { Db } from '../../db/client.ts';
import { session } from '../../db/schema/index.ts';
import { authCookiePrefix, signedCookieValue } from './cookies.ts';

/**
 * A new token for the request's session once the user has re-authenticated (ASVS 5.0 V7.2.4): the row keeps its id,
 * sign-in time, assurance level and expiry, only its token changes, in one update, so the previous token ends at
 * once. Answers the `Set-Cookie` header carrying the new token, signed as Better Auth signs it; a session opened
 * without "remember me" (`dont_remember`) stays a browser-session cookie. Nothing when the session is gone.
 */
export async function rotateSessionToken(
  deps: { db: Db; clock: Clock; secret: string; publicUrl: string },
  requestHeaders: Headers,
  sessionId: string,
): Promise<string | null> {
  const now = deps.clock.now();
  const token = generateRandomString(32, 'a-z', 'A-Z', '0-9');
  const [row] = await deps.db
    .update(session)
    .set({ token, updatedAt: now })
    .where(eq(session.id, sessionId))
    .returning({ expiresAt: session.expiresAt });
  if (!row) return null;
  const secure = deps.publicUrl.startsWith('https:');
  const prefix = authCookiePrefix(secure);
  const remembered = !(requestHeaders.get('cookie') ?? '').includes(`${prefix}.dont_remember=`);
  const maxAge = Math.max(0, Math.floor((row.expiresAt.getTime() - now.getTime()) / 1000));
  return [
    `${prefix}.session_token=${signedCookieValue(deps.secret, token)}`,
    ...(remembered ? [`Max-Age=${maxAge}`] : []),
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}
