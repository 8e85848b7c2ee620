import { and, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { account, session, user } from '../../db/schema/index.ts';
import type { Clock } from '../ports/clock.ts';
import { requireViewer, type Viewer } from './viewer.ts';

export interface SecurityState {
  emailVerified: boolean;
  twoFactorEnabled: boolean;
  aal: Viewer['aal'];
  phoneNumber: string | null;
  phoneNumberVerified: boolean;
  hasPassword: boolean;
  passwordChangedAt: Date | null;
  sessions: {
    id: string;
    current: boolean;
    userAgent: string | null;
    ipAddress: string | null;
    createdAt: Date;
    lastUsedAt: Date;
    aal: string;
  }[];
}

/** The user's own security state for /security-test: never another user's, never a session token. */
export async function getSecurityState(
  { db, clock }: { db: Db; clock: Clock },
  viewer: Viewer | null,
): Promise<SecurityState> {
  const v = requireViewer(viewer);
  const [[u], [credential], sessions] = await Promise.all([
    db.select().from(user).where(eq(user.id, v.userId)),
    db
      .select({ updatedAt: account.updatedAt, password: account.password })
      .from(account)
      .where(and(eq(account.userId, v.userId), eq(account.providerId, 'credential'))),
    db
      .select()
      .from(session)
      .where(and(eq(session.userId, v.userId), gt(session.expiresAt, clock.now())))
      .orderBy(desc(session.updatedAt)),
  ]);
  return {
    emailVerified: v.emailVerified,
    twoFactorEnabled: v.twoFactorEnabled,
    aal: v.aal,
    phoneNumber: u?.phoneNumber ?? null,
    phoneNumberVerified: u?.phoneNumberVerified ?? false,
    hasPassword: Boolean(credential?.password),
    passwordChangedAt: credential?.updatedAt ?? null,
    sessions: sessions.map((s) => ({
      id: s.id,
      current: s.id === v.sessionId,
      userAgent: s.userAgent,
      ipAddress: s.ipAddress,
      createdAt: s.createdAt,
      lastUsedAt: s.updatedAt,
      aal: s.aal,
    })),
  };
}
