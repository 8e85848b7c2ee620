import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { newsletterSubscribers } from '../../db/schema/index.ts';
import type { Locale } from '../../i18n/config.ts';
import type { CoreDeps } from '../deps.ts';
import { HOUR_MS, hitRateLimit, rateLimitKey } from '../shared/rate-limit.ts';
import { fieldErrors } from './field-errors.ts';
import { newsletterSubscriptionSchema } from './subscribe-newsletter.schema.ts';

export const newsletterRateLimit = { limit: 10, windowMs: HOUR_MS };

export type SubscribeNewsletterResult =
  | { status: 'pending' }
  | { status: 'invalid'; fieldErrors: Partial<Record<'email', string>> }
  | { status: 'rate_limited'; retryAfterSeconds: number };

export interface SubscribeNewsletterInput {
  form: Record<string, unknown>;
  ip: string | null;
  /** The visitor's language: the confirmation e-mail and later ones use it. */
  locale: Locale;
  /** Base of the links in the e-mail (e.g. https://deploia.fr). */
  publicUrl: string;
}

export const newNewsletterToken = () => randomBytes(32).toString('base64url');

/**
 * Double opt-in, step 1: records the address as pending and mails a confirmation link. The answer is the same
 * whether the address is new, pending, confirmed or unsubscribed, so the form reveals nothing about who
 * subscribed; a pending address gets its link again, a confirmed one gets no mail.
 */
export async function subscribeNewsletter(
  deps: Pick<CoreDeps, 'db' | 'queue' | 'clock'>,
  input: SubscribeNewsletterInput,
): Promise<SubscribeNewsletterResult> {
  const parsed = newsletterSubscriptionSchema.safeParse(input.form);
  if (!parsed.success) return { status: 'invalid', fieldErrors: fieldErrors<'email'>(parsed.error) };

  const limit = await hitRateLimit(deps, rateLimitKey('newsletter', input.ip), newsletterRateLimit);
  if (!limit.allowed) return { status: 'rate_limited', retryAfterSeconds: limit.retryAfterSeconds };

  const { email } = parsed.data;
  const { db } = deps;
  const [created] = await db
    .insert(newsletterSubscribers)
    .values({ email, token: newNewsletterToken(), locale: input.locale, status: 'pending' })
    .onConflictDoNothing({ target: newsletterSubscribers.email })
    .returning({ token: newsletterSubscribers.token });

  let token = created?.token;
  if (!token) {
    const [existing] = await db
      .select({ status: newsletterSubscribers.status, token: newsletterSubscribers.token })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email));
    if (!existing || existing.status === 'confirmed') return { status: 'pending' };
    // Coming back after unsubscribing is a new consent: a new token, so older links no longer act on it.
    const [updated] = await db
      .update(newsletterSubscribers)
      .set({
        locale: input.locale,
        ...(existing.status === 'unsubscribed'
          ? { status: 'pending' as const, token: newNewsletterToken(), unsubscribedAt: null, confirmedAt: null }
          : {}),
      })
      .where(and(eq(newsletterSubscribers.email, email), eq(newsletterSubscribers.status, existing.status)))
      .returning({ token: newsletterSubscribers.token });
    if (!updated) return { status: 'pending' };
    token = updated.token;
  }

  await deps.queue.enqueue('send-email', {
    to: email,
    locale: input.locale,
    template: 'newsletter-confirm',
    props: { actionUrl: `${input.publicUrl}/newsletter/confirm/${token}` },
  });
  return { status: 'pending' };
}
