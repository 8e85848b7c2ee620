import { and, eq, gt, inArray } from 'drizzle-orm';
import type { Clock } from '../../core/ports/clock.ts';
import type { Db } from '../../db/client.ts';
import { user, verification } from '../../db/schema/index.ts';

/** How long, after a reset link is used, its user's sign-ins from that address escape an attacker's lock. */
export const resetReliefSeconds = 3600;

const reliefIdentifier = (account: string, ip: string) => `deploia-reset-relief:${account.trim().toLowerCase()}:${ip}`;

/**
 * The user a password-reset token belongs to while it is still valid (Better Auth stores it as the
 * `reset-password:<token>` verification row, whose value is the user id), with the identifiers they sign in with and
 * their name (the new password must not be made of it: password-policy.ts).
 */
export async function resetTokenOwner({ db, clock }: { db: Db; clock: Clock }, token: string) {
  const [row] = await db
    .select({ userId: verification.value })
    .from(verification)
    .where(and(eq(verification.identifier, `reset-password:${token}`), gt(verification.expiresAt, clock.now())));
  if (!row) return null;
  const [owner] = await db
    .select({ id: user.id, email: user.email, phoneNumber: user.phoneNumber, name: user.name })
    .from(user)
    .where(eq(user.id, row.userId));
  return owner ?? null;
}

/**
 * Records that the owner of these sign-in identifiers proved their e-mail address with a reset link from `ip`: for
 * `resetReliefSeconds`, their sign-ins from that address count against a bucket of their own instead of the
 * account's shared one, which an attacker may be keeping full (decision 0011). Kept in Better Auth's verification
 * table under our own prefix, replaced by a newer reset.
 */
export async function grantResetRelief({ db, clock }: { db: Db; clock: Clock }, accounts: string[], ip: string) {
  const identifiers = accounts.map((account) => reliefIdentifier(account, ip));
  const expiresAt = new Date(clock.now().getTime() + resetReliefSeconds * 1000);
  await db.transaction(async (tx) => {
    await tx.delete(verification).where(inArray(verification.identifier, identifiers));
    await tx.insert(verification).values(identifiers.map((identifier) => ({ identifier, value: '1', expiresAt })));
  });
}

/** Whether a reset link was used from `ip` for the account this sign-in identifier names, recently enough. */
export async function hasResetRelief({ db, clock }: { db: Db; clock: Clock }, account: string, ip: string) {
  const [row] = await db
    .select({ id: verification.id })
    .from(verification)
    .where(and(eq(verification.identifier, reliefIdentifier(account, ip)), gt(verification.expiresAt, clock.now())))
    .limit(1);
  return Boolean(row);
}
