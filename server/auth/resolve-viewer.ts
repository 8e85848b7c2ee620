import { eq } from 'drizzle-orm';
import type { Role, Viewer } from '../../core/accounts/viewer.ts';
import type { Clock } from '../../core/ports/clock.ts';
import type { Db } from '../../db/client.ts';
import { profiles, session as sessions, userRoles } from '../../db/schema/index.ts';
import type { Auth } from './create-auth.ts';
import { outlivedAbsoluteLifetime } from './session-lifetime.ts';

export interface ResolvedViewer {
  viewer: Viewer | null;
  /** Set-Cookie headers Better Auth asked for (a refreshed or cleared session cookie). */
  setCookies: string[];
}

/**
 * The signed-in user behind a request's session cookie or bearer token, with their roles; null otherwise. A session
 * past its absolute lifetime is deleted, however recently it was used, so that its user signs in again.
 */
export async function resolveViewer(auth: Auth, db: Db, clock: Clock, headers: Headers): Promise<ResolvedViewer> {
  const { headers: responseHeaders, response } = await auth.api.getSession({ headers, returnHeaders: true });
  const setCookies = responseHeaders.getSetCookie();
  if (!response || response.user.banned) return { viewer: null, setCookies };
  const { user, session } = response;
  // Better Auth's own `before` hook (create-auth.ts) has already ended such a session; this covers a session that
  // reached the limit between the two.
  if (outlivedAbsoluteLifetime(session, clock.now())) {
    await db.delete(sessions).where(eq(sessions.id, session.id));
    return { viewer: null, setCookies };
  }
  const [rows, [profile]] = await Promise.all([
    db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, user.id)),
    db
      .select({ displayName: profiles.displayName, avatarUrl: profiles.avatarUrl })
      .from(profiles)
      .where(eq(profiles.id, user.id)),
  ]);
  return {
    viewer: {
      userId: user.id,
      sessionId: session.id,
      email: user.email,
      emailVerified: user.emailVerified,
      name: profile?.displayName ?? user.name,
      avatarUrl: profile?.avatarUrl ?? null,
      roles: rows.map((r) => r.role as Role),
      aal: session.aal === 'aal2' ? 'aal2' : 'aal1',
      twoFactorEnabled: Boolean(user.twoFactorEnabled),
      impersonatedBy: (session as { impersonatedBy?: string | null }).impersonatedBy ?? null,
    },
    setCookies,
  };
}
