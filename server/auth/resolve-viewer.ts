import { eq } from 'drizzle-orm';
import type { Role, Viewer } from '../../core/accounts/viewer.ts';
import type { Db } from '../../db/client.ts';
import { profiles, userRoles } from '../../db/schema/index.ts';
import type { Auth } from './create-auth.ts';

export interface ResolvedViewer {
  viewer: Viewer | null;
  /** Set-Cookie headers Better Auth asked for (a refreshed or cleared session cookie). */
  setCookies: string[];
}

/** The signed-in user behind a request's session cookie or bearer token, with their roles; null otherwise. */
export async function resolveViewer(auth: Auth, db: Db, headers: Headers): Promise<ResolvedViewer> {
  const { headers: responseHeaders, response } = await auth.api.getSession({ headers, returnHeaders: true });
  const setCookies = responseHeaders.getSetCookie();
  if (!response || response.user.banned) return { viewer: null, setCookies };
  const { user, session } = response;
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
    },
    setCookies,
  };
}
