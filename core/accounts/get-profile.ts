import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { account, profiles, user } from '../../db/schema/index.ts';
import { requireViewer, type Viewer } from './viewer.ts';

/** What the profile page edits, for the signed-in user only. */
export async function getProfile({ db }: { db: Db }, viewer: Viewer | null) {
  const v = requireViewer(viewer);
  const [[profile], [u], [credential]] = await Promise.all([
    db.select().from(profiles).where(eq(profiles.id, v.userId)),
    db
      .select({ phoneNumber: user.phoneNumber, phoneNumberVerified: user.phoneNumberVerified })
      .from(user)
      .where(eq(user.id, v.userId)),
    db
      .select({ id: account.id })
      .from(account)
      .where(and(eq(account.userId, v.userId), eq(account.providerId, 'credential'))),
  ]);
  return {
    email: v.email,
    emailVerified: v.emailVerified,
    displayName: profile?.displayName ?? v.name,
    avatarUrl: profile?.avatarUrl ?? null,
    locale: profile?.locale ?? 'fr',
    phoneNumber: u?.phoneNumberVerified ? u.phoneNumber : null,
    hasPassword: Boolean(credential),
    twoFactorEnabled: v.twoFactorEnabled,
  };
}
