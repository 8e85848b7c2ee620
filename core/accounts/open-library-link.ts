import { eq } from 'drizzle-orm';
import { user } from '../../db/schema/index.ts';
import type { CoreDeps } from '../deps.ts';
import { isGuestAccount } from './guest-account.ts';
import { readLibraryToken } from './library-link.ts';

/**
 * Where a library link leads: a guest is signed in with the address it proves (as an e-mailed sign-in code would);
 * the holder of a full account signs in the usual way, second factor included; an expired or forged link leads to
 * the form that sends a new one.
 */
export type LibraryLinkTarget =
  | { kind: 'guest'; email: string }
  | { kind: 'account' }
  | { kind: 'expired' | 'invalid' };

export async function libraryLinkTarget(
  deps: Pick<CoreDeps, 'db' | 'secret' | 'clock'>,
  token: string,
): Promise<LibraryLinkTarget> {
  const link = readLibraryToken(deps, token);
  if (link.state !== 'valid') return { kind: link.state };
  const [owner] = await deps.db
    .select({ email: user.email, banned: user.banned })
    .from(user)
    .where(eq(user.id, link.userId));
  if (!owner || owner.banned) return { kind: 'invalid' };
  return (await isGuestAccount(deps.db, link.userId)) ? { kind: 'guest', email: owner.email } : { kind: 'account' };
}
