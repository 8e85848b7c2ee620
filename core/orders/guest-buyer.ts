import { eq } from 'drizzle-orm';
import { profiles, user } from '../../db/schema/index.ts';
import type { Locale } from '../../i18n/config.ts';
import type { CoreDeps } from '../deps.ts';
import { AppError } from '../shared/app-error.ts';
import { HOUR_MS, hitRateLimit, type RateLimitRule, rateLimitKey } from '../shared/rate-limit.ts';

/** Who an order is placed for: the signed-in buyer, or the owner of the address a guest typed. */
export interface Buyer {
  userId: string;
  email: string;
}

/** Guest orders placed per address and per network address: enough for a household, not for a card tester. */
export const guestCheckoutLimits = {
  perEmail: { limit: 5, windowMs: HOUR_MS },
  perIp: { limit: 20, windowMs: HOUR_MS },
} satisfies Record<string, RateLimitRule>;

const refused = (retryAfterSeconds: number) =>
  new AppError('guest_checkout_rate_limited', 429, 'Trop de commandes sans compte : réessayez plus tard', {
    retryAfterSeconds,
  });

/**
 * The buyer of a guest checkout: the user who owns `email`, created as a guest (a user row nobody can sign in to
 * with a password) when the address is new. The order belongs to the address, never to the visitor's browser: only
 * its mailbox receives the receipt, the licences and the library link, so typing someone else's address gives
 * nothing away and an account created or verified later with the address finds its purchases there.
 */
export async function guestBuyer(
  deps: Pick<CoreDeps, 'db' | 'clock'>,
  guest: { email: string; name: string; locale: Locale; ip: string | null },
): Promise<Buyer> {
  for (const [key, rule] of [
    [`guest-checkout:${guest.email}`, guestCheckoutLimits.perEmail],
    [rateLimitKey('guest-checkout-ip', guest.ip), guestCheckoutLimits.perIp],
  ] as const) {
    const outcome = await hitRateLimit(deps, key, rule);
    if (!outcome.allowed) throw refused(outcome.retryAfterSeconds);
  }
  return deps.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(user)
      .values({ name: guest.name, email: guest.email })
      .onConflictDoNothing({ target: user.email })
      .returning({ id: user.id, email: user.email });
    if (created) {
      await tx
        .insert(profiles)
        .values({ id: created.id, email: created.email, displayName: guest.name, locale: guest.locale });
      return { userId: created.id, email: created.email };
    }
    const [owner] = await tx
      .select({ id: user.id, email: user.email, banned: user.banned })
      .from(user)
      .where(eq(user.email, guest.email));
    // A banned owner is refused like any other failure of the address, without saying why.
    if (!owner || owner.banned) {
      throw new AppError('guest_email_refused', 422, 'Cette adresse ne peut pas être utilisée', { field: 'email' });
    }
    return { userId: owner.id, email: owner.email };
  });
}
