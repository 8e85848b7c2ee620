import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { profiles, user, userRoles } from '../../../db/schema/index.ts';
import type { Role } from '../../accounts/viewer.ts';
import { adminUserErrors as errors } from './admin-user-errors.ts';

/** The target user's row, locked for the transaction (changes to one user are served one after the other). */
export async function lockUser(tx: Db, userId: string) {
  const [row] = await tx
    .select({ id: user.id, email: user.email, name: user.name, banned: user.banned, banReason: user.banReason })
    .from(user)
    .where(eq(user.id, userId))
    .for('update');
  if (!row) throw errors.notFound();
  const [[profile], roleRows] = await Promise.all([
    tx
      .select({ displayName: profiles.displayName, locale: profiles.locale })
      .from(profiles)
      .where(eq(profiles.id, userId)),
    tx.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId)),
  ]);
  return {
    ...row,
    name: profile?.displayName?.trim() || row.name.trim() || row.email,
    locale: profile?.locale ?? 'fr',
    roles: roleRows.map((r) => r.role as Role).sort(),
  };
}
