import { createHash } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { user, verification } from '../../db/schema/index.ts';
import type { Clock } from '../ports/clock.ts';

/**
 * The e-mailed verification and address-change links carry a signed token (a JWT) that Better Auth checks
 * without storing it, so the same link would work again until it expires: a verified address answers "ok"
 * again, an approved change sends its second e-mail again. These helpers make each link serve once.
 */
export interface EmailLink {
  email: string;
  /** The new address, for the two links of an address change. */
  updateTo?: string;
  /** `change-email-confirmation` (step 1, to the old address) or `change-email-verification` (step 2). */
  requestType?: string;
  userId?: string;
  /** Expiry, in seconds since the epoch. */
  exp?: number;
}

/**
 * What the link says, read without checking its signature: only for deciding what to show next to Better
 * Auth's own check, never to grant anything. Null for anything that is not a JWT.
 */
export function readEmailLink(token: string): EmailLink | null {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
    if (typeof payload !== 'object' || payload === null || typeof payload.email !== 'string') return null;
    const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
    return {
      email: payload.email,
      updateTo: text(payload.updateTo),
      requestType: text(payload.requestType),
      userId: text(payload.userId),
      exp: typeof payload.exp === 'number' ? payload.exp : undefined,
    };
  } catch {
    return null;
  }
}

/** The address the link is about once it has served: the new one for an address change. */
export const linkAddress = (link: EmailLink) => (link.updateTo ?? link.email).toLowerCase();

const usedKey = (token: string) => `used-email-link:${createHash('sha256').update(token).digest('base64url')}`;

/** Whether this link has already served (only links that Better Auth accepted are ever recorded). */
export async function wasEmailLinkUsed({ db, clock }: { db: Db; clock: Clock }, token: string): Promise<boolean> {
  const [row] = await db
    .select({ id: verification.id })
    .from(verification)
    .where(and(eq(verification.identifier, usedKey(token)), gt(verification.expiresAt, clock.now())))
    .limit(1);
  return row !== undefined;
}

/**
 * Records that a link Better Auth has just accepted has served, until it would have expired anyway. The row
 * holds the user id, so that deleting the account deletes it too.
 */
export async function markEmailLinkUsed(
  { db, clock }: { db: Db; clock: Clock },
  token: string,
  link: EmailLink,
): Promise<void> {
  const day = 24 * 3600 * 1000;
  const expiresAt = link.exp ? new Date(link.exp * 1000) : new Date(clock.now().getTime() + day);
  if (expiresAt <= clock.now()) return;
  const [owner] = link.userId
    ? [{ id: link.userId }]
    : await db.select({ id: user.id }).from(user).where(eq(user.email, link.email.toLowerCase()));
  await db.insert(verification).values({ identifier: usedKey(token), value: owner?.id ?? '', expiresAt });
}

/** Whether the address of a plain verification link is verified already (by this link or another way). */
export async function isAddressVerified({ db }: { db: Db }, email: string): Promise<boolean> {
  const [row] = await db
    .select({ emailVerified: user.emailVerified })
    .from(user)
    .where(eq(user.email, email.toLowerCase()));
  return row?.emailVerified === true;
}
