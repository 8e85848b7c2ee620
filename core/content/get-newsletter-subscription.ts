import { eq } from 'drizzle-orm';
import { newsletterSubscribers } from '../../db/schema/index.ts';
import type { CoreDeps } from '../deps.ts';
import { newsletterLinkNotFound } from './confirm-newsletter.ts';
import { newsletterToken } from './subscribe-newsletter.schema.ts';

export interface NewsletterSubscriptionView {
  /** Partly hidden (`j•••@example.com`): the link may have been forwarded. */
  maskedEmail: string;
  status: 'pending' | 'confirmed' | 'unsubscribed';
}

/** What the unsubscribe page shows before the visitor confirms; reads only (mail scanners open links). */
export async function getNewsletterSubscription(
  { db }: Pick<CoreDeps, 'db'>,
  input: { token: string },
): Promise<NewsletterSubscriptionView> {
  if (!newsletterToken.safeParse(input.token).success) throw newsletterLinkNotFound();
  const [row] = await db
    .select({ email: newsletterSubscribers.email, status: newsletterSubscribers.status })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.token, input.token));
  if (!row) throw newsletterLinkNotFound();
  return { maskedEmail: maskEmail(row.email), status: row.status };
}

export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${email[0]}•••${email.slice(at)}`;
}
