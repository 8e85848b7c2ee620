import { z } from 'zod';
import type { CoreDeps } from '../deps.ts';
import { safeRedirectPath } from '../shared/safe-redirect.ts';
import { expiryField, expiryOf, readToken, signToken } from '../shared/signed-token.ts';

/** How long an e-mailed library link opens the buyer's purchases; /library sends a new one. */
export const libraryLinkDays = 7;

const purpose = 'library-link';
const fields = z.tuple([z.literal('v1'), z.uuid(), z.string().regex(/^\d{1,12}$/)]);

/**
 * The signed link to a buyer's purchases that order e-mails carry (a guest has no password to sign in with); `next`,
 * a page of the dashboard, is where it leads once open (an invoice, say) instead of the purchases.
 */
export function libraryUrl(
  deps: Pick<CoreDeps, 'secret' | 'publicUrl' | 'clock'>,
  userId: string,
  next?: `/dashboard/${string}`,
): string {
  const expiresAt = new Date(deps.clock.now().getTime() + libraryLinkDays * 86_400_000);
  const token = signToken(deps.secret, purpose, ['v1', userId, expiryField(expiresAt)]);
  return `${deps.publicUrl}/library/${token}${next ? `?next=${encodeURIComponent(next)}` : ''}`;
}

/** Where an opened library link leads: its `next` when that is a dashboard page, else the purchases. */
export function libraryLinkDestination(next: string | null): string {
  const path = safeRedirectPath(next, purchasesPath);
  return path.startsWith('/dashboard/') ? path : purchasesPath;
}

const purchasesPath = '/dashboard/purchases';

export type LibraryToken = { state: 'valid'; userId: string } | { state: 'expired' | 'invalid' };

/** Whose library a link opens, if its signature is ours and it has not expired. */
export function readLibraryToken(deps: Pick<CoreDeps, 'secret' | 'clock'>, token: string): LibraryToken {
  const parsed = fields.safeParse(readToken(deps.secret, purpose, token));
  if (!parsed.success) return { state: 'invalid' };
  const [, userId, expires] = parsed.data;
  return expiryOf(expires) <= deps.clock.now() ? { state: 'expired' } : { state: 'valid', userId };
}
