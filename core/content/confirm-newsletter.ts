import { and, eq } from 'drizzle-orm';
import { newsletterSubscribers } from '../../db/schema/index.ts';
import type { CoreDeps } from '../deps.ts';
import { AppError } from '../shared/app-error.ts';
import { newsletterToken } from './subscribe-newsletter.schema.ts';

export type ConfirmNewsletterResult = { status: 'confirmed' | 'already_confirmed' | 'unsubscribed' };

export const newsletterLinkNotFound = () =>
  new AppError('newsletter_link_not_found', 404, 'Ce lien de newsletter est invalide ou a expiré');

/**
 * Double opt-in, step 2 (the link in the confirmation e-mail): pending becomes confirmed and a welcome e-mail
 * with the unsubscribe link goes out, once; opening the link again changes nothing.
 */
export async function confirmNewsletter(
  deps: Pick<CoreDeps, 'db' | 'queue' | 'clock'>,
  input: { token: string; publicUrl: string },
): Promise<ConfirmNewsletterResult> {
  if (!newsletterToken.safeParse(input.token).success) throw newsletterLinkNotFound();
  const { db } = deps;
  const [confirmed] = await db
    .update(newsletterSubscribers)
    .set({ status: 'confirmed', confirmedAt: deps.clock.now() })
    .where(and(eq(newsletterSubscribers.token, input.token), eq(newsletterSubscribers.status, 'pending')))
    .returning({ email: newsletterSubscribers.email, locale: newsletterSubscribers.locale });

  if (!confirmed) {
    const [existing] = await db
      .select({ status: newsletterSubscribers.status })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.token, input.token));
    if (!existing) throw newsletterLinkNotFound();
    return { status: existing.status === 'unsubscribed' ? 'unsubscribed' : 'already_confirmed' };
  }

  await deps.queue.enqueue('send-email', {
    to: confirmed.email,
    locale: confirmed.locale,
    template: 'newsletter-welcome',
    props: {
      unsubscribeUrl: `${input.publicUrl}/newsletter/unsubscribe/${input.token}`,
      marketUrl: `${input.publicUrl}/market`,
    },
  });
  return { status: 'confirmed' };
}
