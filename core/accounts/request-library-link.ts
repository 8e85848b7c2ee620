import { sql } from 'drizzle-orm';
import { rows } from '../../db/rows.ts';
import type { CoreDeps } from '../deps.ts';
import { AppError } from '../shared/app-error.ts';
import { HOUR_MS, hitRateLimit, type RateLimitRule, rateLimitKey } from '../shared/rate-limit.ts';
import { emailOnlySchema } from './auth-forms.schema.ts';
import { libraryLinkDays, libraryUrl } from './library-link.ts';

/** New library links asked for: per address (its mailbox is not flooded) and per network address. */
export const libraryLinkLimits = {
  perEmail: { limit: 3, windowMs: HOUR_MS },
  perIp: { limit: 10, windowMs: HOUR_MS },
} satisfies Record<string, RateLimitRule>;

/**
 * /library: e-mails a new link to the purchases made with an address, when there are any. The answer is the same
 * whether there are or not (the address's purchases are not revealed); only the rate limit answers differently.
 */
export async function requestLibraryLink(
  deps: Pick<CoreDeps, 'db' | 'clock' | 'queue' | 'secret' | 'publicUrl'>,
  input: unknown,
  { ip }: { ip: string | null },
): Promise<{ sentTo: string }> {
  const { email } = emailOnlySchema.parse(input);
  for (const [key, rule] of [
    [`library-link:${email}`, libraryLinkLimits.perEmail],
    [rateLimitKey('library-link-ip', ip), libraryLinkLimits.perIp],
  ] as const) {
    const outcome = await hitRateLimit(deps, key, rule);
    if (!outcome.allowed) {
      throw new AppError('rate_limited', 429, 'Trop de demandes : réessayez plus tard', {
        retryAfterSeconds: outcome.retryAfterSeconds,
      });
    }
  }
  const [buyer] = await rows<{ id: string; name: string | null; locale: 'fr' | 'en' | 'es' | 'de' }>(
    deps.db,
    sql`select u.id, p.display_name as name, p.locale from "user" u join profiles p on p.id = u.id
      where u.email = ${email} and not u.banned
        and exists (select 1 from orders o where o.buyer_id = u.id and o.paid_at is not null)`,
  );
  if (buyer) {
    await deps.queue.enqueue('send-email', {
      template: 'library-link',
      props: { name: buyer.name, actionUrl: libraryUrl(deps, buyer.id), expiresInMinutes: libraryLinkDays * 24 * 60 },
      to: email,
      locale: buyer.locale,
    });
  }
  return { sentTo: email };
}
