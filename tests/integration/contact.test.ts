import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { fallbackContactAddress, submitContactMessage } from '../../core/content/submit-contact-message.ts';
import { createUser } from '../../db/factories/index.ts';
import { contactMessages, emailOutbox, profiles, rateLimit } from '../../db/schema/index.ts';
import { setUpTestJobs } from '../setup/test-jobs-hooks.ts';

let now = Date.parse('2026-11-22T09:00:00Z');
const clock = { now: () => new Date(now) };
const ctx = setUpTestJobs(clock);
const deps = ctx.deps;

const valid = {
  name: '  Camille Martin ',
  email: 'Camille.Martin@Example.com',
  subject: 'order',
  message: 'Bonjour, je ne trouve pas la facture de ma commande n° 2026-0042.',
  website: '',
};
const submit = (form: Record<string, unknown>, ip: string | null = '203.0.113.10') =>
  submitContactMessage(deps(), { form, ip });

/** The mailbox once every queued e-mail has been delivered. */
const outbox = async () => {
  await ctx.jobs.settled();
  return ctx.db.select().from(emailOutbox).orderBy(emailOutbox.to);
};

beforeEach(async () => {
  await ctx.db.delete(contactMessages);
  await ctx.db.delete(emailOutbox);
  await ctx.db.delete(rateLimit);
});

describe('submitContactMessage', () => {
  it('falls back to the contact address while no administrator exists', async () => {
    expect(await submit(valid)).toEqual({ status: 'sent' });
    const mails = await outbox();
    expect(mails.map((m) => m.to)).toEqual([fallbackContactAddress]);
  });

  it('stores a valid message and mails it to every administrator in their language', async () => {
    const anne = await createUser(ctx.db, { email: 'anne.admin@test.deploia.example', roles: ['admin'] });
    await ctx.db.update(profiles).set({ locale: 'en' }).where(eq(profiles.id, anne.id));
    await createUser(ctx.db, { email: 'bruno.admin@test.deploia.example', roles: ['admin', 'expert'] });
    await createUser(ctx.db, { email: 'vendeur@test.deploia.example', roles: ['expert'] });

    expect(await submit(valid)).toEqual({ status: 'sent' });

    const stored = await ctx.db.select().from(contactMessages);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      userId: null,
      name: 'Camille Martin',
      email: 'camille.martin@example.com',
      subject: 'order',
      message: valid.message,
      ip: '203.0.113.10',
      handledAt: null,
    });

    const mails = await outbox();
    expect(mails.map((m) => [m.to, m.locale, m.template])).toEqual([
      ['anne.admin@test.deploia.example', 'en', 'contact-message'],
      ['bruno.admin@test.deploia.example', 'fr', 'contact-message'],
    ]);
    const [english, french] = mails;
    expect(english!.subject).toBe('[Contact form] Order or payment — Camille Martin');
    expect(french!.subject).toBe('[Contact] Commande ou paiement — Camille Martin');
    expect(french!.text).toContain(valid.message);
    expect(french!.text).toContain('camille.martin@example.com');
    expect(french!.html).toContain('mailto:camille.martin@example.com');
  });

  it('escapes what the visitor wrote in the HTML e-mail', async () => {
    await createUser(ctx.db, { email: 'admin.html@test.deploia.example', roles: ['admin'] });
    await submit({ ...valid, name: '<b>Eve</b>', message: '<script>alert(1)</script> et un message assez long.' });
    const mail = (await outbox()).find((m) => m.to === 'admin.html@test.deploia.example');
    expect(mail!.html).not.toContain('<script>');
    expect(mail!.html).toContain('&lt;script&gt;');
    expect(mail!.html).not.toContain('<b>Eve</b>');
  });

  it('answers field errors for invalid input and writes nothing', async () => {
    const result = await submit({ name: 'A', email: 'pas-une-adresse', subject: 'spam', message: 'Trop court' });
    expect(result).toEqual({
      status: 'invalid',
      fieldErrors: {
        name: 'name_required',
        email: 'email_invalid',
        subject: 'subject_required',
        message: 'message_too_short',
      },
    });
    expect(await submit({})).toMatchObject({
      status: 'invalid',
      fieldErrors: { name: 'name_required', email: 'email_required', message: 'message_required' },
    });
    expect(await submit({ ...valid, message: 'x'.repeat(5001) })).toMatchObject({
      fieldErrors: { message: 'message_too_long' },
    });
    expect(await ctx.db.select().from(contactMessages)).toEqual([]);
    expect(await outbox()).toEqual([]);
    expect(await ctx.db.select().from(rateLimit)).toEqual([]);
  });

  it('answers success to a filled honeypot but stores and sends nothing', async () => {
    expect(await submit({ ...valid, website: 'https://spam.example' })).toEqual({ status: 'sent' });
    expect(await ctx.db.select().from(contactMessages)).toEqual([]);
    expect(await outbox()).toEqual([]);
  });

  it('refuses the 6th message in an hour from one address, and accepts it after the window', async () => {
    for (let i = 0; i < 5; i++) {
      expect(await submit(valid, '198.51.100.5')).toEqual({ status: 'sent' });
      now += 60_000;
    }
    expect(await submit(valid, '198.51.100.5')).toEqual({ status: 'rate_limited', retryAfterSeconds: 55 * 60 });
    // Another address is not affected.
    expect(await submit(valid, '198.51.100.6')).toEqual({ status: 'sent' });
    expect(await ctx.db.select().from(contactMessages)).toHaveLength(6);

    now += 55 * 60_000;
    expect(await submit(valid, '198.51.100.5')).toEqual({ status: 'sent' });
    expect(await ctx.db.select().from(contactMessages)).toHaveLength(7);
  });

  it('counts visitors without a known address together', async () => {
    for (let i = 0; i < 5; i++) await submit(valid, null);
    expect((await submit(valid, null)).status).toBe('rate_limited');
    const stored = await ctx.db.select().from(contactMessages);
    expect(stored.every((m) => m.ip === null)).toBe(true);
  });
});
