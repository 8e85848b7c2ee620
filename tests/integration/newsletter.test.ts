import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { confirmNewsletter } from '../../core/content/confirm-newsletter.ts';
import { getNewsletterSubscription } from '../../core/content/get-newsletter-subscription.ts';
import { subscribeNewsletter } from '../../core/content/subscribe-newsletter.ts';
import { unsubscribeNewsletter } from '../../core/content/unsubscribe-newsletter.ts';
import { emailOutbox, newsletterSubscribers } from '../../db/schema/index.ts';
import type { Locale } from '../../i18n/config.ts';
import { setUpTestJobs } from '../setup/test-jobs-hooks.ts';

const publicUrl = 'https://deploia.test';
let now = Date.parse('2026-11-22T09:00:00Z');
const clock = { now: () => new Date(now) };
const ctx = setUpTestJobs(clock);
const deps = ctx.deps;

const subscribe = (email: unknown, { locale = 'fr', ip = '203.0.113.20' }: { locale?: Locale; ip?: string } = {}) =>
  subscribeNewsletter(deps(), { form: { email }, ip, locale, publicUrl });
const subscriber = async (email: string) =>
  (await ctx.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0];
/** The mails to an address once every queued e-mail has been delivered. */
const mailsTo = async (to: string) => {
  await ctx.jobs.settled();
  return ctx.db.select().from(emailOutbox).where(eq(emailOutbox.to, to)).orderBy(emailOutbox.createdAt);
};
const tokenIn = (text: string, kind: 'confirm' | 'unsubscribe') =>
  text.match(new RegExp(`${publicUrl}/newsletter/${kind}/([A-Za-z0-9_-]+)`))?.[1];

describe('subscribeNewsletter', () => {
  it('records the address as pending and mails a confirmation link in the visitor’s language', async () => {
    expect(await subscribe('  Lea@Example.com ', { locale: 'de' })).toEqual({ status: 'pending' });
    const row = await subscriber('lea@example.com');
    expect(row).toMatchObject({ status: 'pending', locale: 'de', confirmedAt: null });

    const [mail] = await mailsTo('lea@example.com');
    expect(mail).toMatchObject({ template: 'newsletter-confirm', locale: 'de' });
    expect(mail!.subject).toBe('Bestätigen Sie Ihre Anmeldung zum Déploia-Newsletter');
    expect(tokenIn(mail!.text, 'confirm')).toBe(row!.token);
    expect(mail!.html).toContain(`href="${publicUrl}/newsletter/confirm/${row!.token}"`);
  });

  it('gives the same answer for an address already subscribed, without a second row', async () => {
    expect(await subscribe('lea@example.com', { locale: 'fr' })).toEqual({ status: 'pending' });
    const rows = await ctx.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'lea@example.com'));
    expect(rows).toHaveLength(1);
    // Still pending: the same link is sent again, now in the latest language.
    const mails = await mailsTo('lea@example.com');
    expect(mails).toHaveLength(2);
    expect(tokenIn(mails[1]!.text, 'confirm')).toBe(rows[0]!.token);
    expect(mails[1]!.locale).toBe('fr');
  });

  it('answers a field error for an invalid address and writes nothing', async () => {
    expect(await subscribe('pas-une-adresse')).toEqual({ status: 'invalid', fieldErrors: { email: 'email_invalid' } });
    expect(await subscribe('')).toEqual({ status: 'invalid', fieldErrors: { email: 'email_required' } });
    expect(await subscribe(undefined)).toEqual({ status: 'invalid', fieldErrors: { email: 'email_required' } });
    expect(await ctx.db.select().from(newsletterSubscribers)).toHaveLength(1);
  });

  it('limits each address to 10 requests an hour', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await subscribe(`burst${i}@example.com`, { ip: '198.51.100.9' })).status).toBe('pending');
    }
    expect(await subscribe('burst10@example.com', { ip: '198.51.100.9' })).toMatchObject({ status: 'rate_limited' });
    expect(await subscriber('burst10@example.com')).toBeUndefined();
    now += 3_600_000;
    expect((await subscribe('burst10@example.com', { ip: '198.51.100.9' })).status).toBe('pending');
  });
});

describe('confirmNewsletter', () => {
  it('confirms a pending subscription and sends the welcome e-mail with the unsubscribe link, once', async () => {
    const { token } = (await subscriber('lea@example.com'))!;
    expect(await confirmNewsletter(deps(), { token, publicUrl })).toEqual({ status: 'confirmed' });
    expect(await subscriber('lea@example.com')).toMatchObject({ status: 'confirmed', confirmedAt: new Date(now) });

    const welcome = (await mailsTo('lea@example.com')).filter((m) => m.template === 'newsletter-welcome');
    expect(welcome).toHaveLength(1);
    expect(welcome[0]!.locale).toBe('fr');
    expect(tokenIn(welcome[0]!.text, 'unsubscribe')).toBe(token);
    expect(welcome[0]!.html).toContain(`${publicUrl}/newsletter/unsubscribe/${token}`);

    expect(await confirmNewsletter(deps(), { token, publicUrl })).toEqual({ status: 'already_confirmed' });
    expect((await mailsTo('lea@example.com')).filter((m) => m.template === 'newsletter-welcome')).toHaveLength(1);
  });

  it('does not mail a confirmed address that subscribes again, and answers the same', async () => {
    const before = (await mailsTo('lea@example.com')).length;
    expect(await subscribe('lea@example.com')).toEqual({ status: 'pending' });
    expect(await subscriber('lea@example.com')).toMatchObject({ status: 'confirmed' });
    expect(await mailsTo('lea@example.com')).toHaveLength(before);
  });

  it.each(['unknown-token-that-looks-fine-aaaaaaaaaaaaaaaaaa', 'short', '../../etc/passwd'])(
    'answers not found for the token %s',
    async (token) => {
      await expect(confirmNewsletter(deps(), { token, publicUrl })).rejects.toMatchObject({
        code: 'newsletter_link_not_found',
        status: 404,
      });
    },
  );
});

describe('unsubscribing', () => {
  it('shows the subscription without changing it, then unsubscribes on request', async () => {
    const { token } = (await subscriber('lea@example.com'))!;
    expect(await getNewsletterSubscription(deps(), { token })).toEqual({
      maskedEmail: 'l•••@example.com',
      status: 'confirmed',
    });
    expect(await subscriber('lea@example.com')).toMatchObject({ status: 'confirmed', unsubscribedAt: null });

    now += 60_000;
    expect(await unsubscribeNewsletter(deps(), { token })).toEqual({ status: 'unsubscribed' });
    expect(await subscriber('lea@example.com')).toMatchObject({
      status: 'unsubscribed',
      unsubscribedAt: new Date(now),
    });
    // Repeating it is harmless, and the confirmation link no longer re-subscribes.
    expect(await unsubscribeNewsletter(deps(), { token })).toEqual({ status: 'unsubscribed' });
    expect(await confirmNewsletter(deps(), { token, publicUrl })).toEqual({ status: 'unsubscribed' });
    expect(await subscriber('lea@example.com')).toMatchObject({ status: 'unsubscribed' });
  });

  it('answers not found for an unknown token', async () => {
    const token = 'x'.repeat(43);
    await expect(getNewsletterSubscription(deps(), { token })).rejects.toMatchObject({ status: 404 });
    await expect(unsubscribeNewsletter(deps(), { token })).rejects.toMatchObject({ status: 404 });
  });

  it('starts a new double opt-in with a new token when an unsubscribed address comes back', async () => {
    const old = (await subscriber('lea@example.com'))!;
    expect(await subscribe('lea@example.com', { locale: 'es' })).toEqual({ status: 'pending' });
    const renewed = (await subscriber('lea@example.com'))!;
    expect(renewed).toMatchObject({ status: 'pending', locale: 'es', unsubscribedAt: null, confirmedAt: null });
    expect(renewed.token).not.toBe(old.token);
    const last = (await mailsTo('lea@example.com')).at(-1)!;
    expect(last.template).toBe('newsletter-confirm');
    expect(tokenIn(last.text, 'confirm')).toBe(renewed.token);
    await expect(getNewsletterSubscription(deps(), { token: old.token })).rejects.toMatchObject({ status: 404 });
  });
});
