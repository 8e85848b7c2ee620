import { and, eq, ne } from 'drizzle-orm';
import { newsletterSubscribers } from '../../db/schema/index.ts';
import type { CoreDeps } from '../deps.ts';
import { newsletterLinkNotFound } from './confirm-newsletter.ts';
import { newsletterToken } from './subscribe-newsletter.schema.ts';

/** Stops the newsletter for the token's address (a POST from the unsubscribe page); repeating it is harmless. */
export async function unsubscribeNewsletter(
  { db, clock }: Pick<CoreDeps, 'db' | 'clock'>,
  input: { token: string },
): Promise<{ status: 'unsubscribed' }> {
  if (!newsletterToken.safeParse(input.token).success) throw newsletterLinkNotFound();
  const [changed] = await db
    .update(newsletterSubscribers)
    .set({ status: 'unsubscribed', unsubscribedAt: clock.now() })
    .where(and(eq(newsletterSubscribers.token, input.token), ne(newsletterSubscribers.status, 'unsubscribed')))
    .returning({ id: newsletterSubscribers.id });
  if (!changed) {
    const [existing] = await db
      .select({ id: newsletterSubscribers.id })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.token, input.token));
    if (!existing) throw newsletterLinkNotFound();
  }
  return { status: 'unsubscribed' };
}
