import { and, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Clock } from '../../core/ports/clock.ts';
import type { Db } from '../../db/client.ts';
import { session } from '../../db/schema/index.ts';

/** However active, a session ends this long after its sign-in (ASVS 5.0 V7.3.2: re-authentication). */
export const sessionAbsoluteSeconds = 30 * 24 * 3600;

/** A session signed in before this instant is over, however recently it was used. The one place the rule lives. */
export const absoluteLifetimeCutoff = (now: Date) => new Date(now.getTime() - sessionAbsoluteSeconds * 1000);

/**
 * When a session's user signed in: `signedInAt`, which a renewed session (two-factor turned on or off, password
 * changed) carries over from the one it replaces, or for rows from before that column, its creation.
 */
export const sessionSignedInAt = (s: { createdAt: Date | string; signedInAt?: Date | string | null }) =>
  new Date(s.signedInAt ?? s.createdAt);

export const outlivedAbsoluteLifetime = (
  s: { createdAt: Date | string; signedInAt?: Date | string | null },
  now: Date,
) => sessionSignedInAt(s).getTime() < absoluteLifetimeCutoff(now).getTime();

/**
 * The session tokens a request carries: the session cookie's and a bearer token's (bearer plugin). The cookie value
 * is `<token>.<signature>`; the signature is not checked here, because these tokens are only used to find session
 * rows, and a token is itself the secret (whoever holds one holds the session).
 */
export function sessionTokensOf(headers: Headers | undefined, cookieName: string): string[] {
  const tokens: string[] = [];
  for (const part of headers?.get('cookie')?.split(';') ?? []) {
    const at = part.indexOf('=');
    if (at < 0 || part.slice(0, at).trim() !== cookieName) continue;
    tokens.push(safeDecode(part.slice(at + 1).trim()).split('.')[0] ?? '');
  }
  const authorization = headers?.get('authorization') ?? '';
  if (authorization.slice(0, 7).toLowerCase() === 'bearer ') {
    tokens.push(safeDecode(authorization.slice(7).trim()).split('.')[0] ?? '');
  }
  return tokens.filter((token) => token.length > 0 && token.length <= 256);
}

function safeDecode(value: string) {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * Deletes the request's sessions that are past their absolute lifetime, before Better Auth looks them up: the
 * request then goes on as one without a session (401 where one is needed, and `get-session` clears the cookie).
 */
export async function endOutlivedSessions({ db, clock }: { db: Db; clock: Clock }, tokens: string[]) {
  if (tokens.length === 0) return;
  await db
    .delete(session)
    .where(
      and(
        inArray(session.token, tokens),
        lt(
          sql`coalesce(${session.signedInAt}, ${session.createdAt})`,
          absoluteLifetimeCutoff(clock.now()).toISOString(),
        ),
      ),
    );
}

/** Whether one of the tokens names a session that is still valid (run after `endOutlivedSessions`). */
export async function hasLiveSession({ db, clock }: { db: Db; clock: Clock }, tokens: string[]) {
  if (tokens.length === 0) return false;
  const [row] = await db
    .select({ id: session.id })
    .from(session)
    .where(and(inArray(session.token, tokens), gt(session.expiresAt, clock.now())))
    .limit(1);
  return Boolean(row);
}
