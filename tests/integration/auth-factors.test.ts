import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../db/factories/index.ts';
import { emailOutbox, smsOutbox, user } from '../../db/schema/index.ts';
import { createTestApp } from '../setup/test-app.ts';
import { setUpTestApp, testOrigin } from '../setup/test-app-hooks.ts';

const ctx = setUpTestApp();

const post = (path: string, body: unknown, cookie = '') => ctx.postJson(path, body, { cookie });
const sendCode = (phoneNumber: string, cookie: string) => ctx.sendPhoneCode(phoneNumber, { cookie });
const sessionCookie = (res: Response) => ctx.sessionCookie(res) ?? '';

describe('a phone number as the sign-in identifier (spec §5)', () => {
  it('is proven by an SMS code, then signs in with the password', async () => {
    await createUser(ctx.database.db, { email: 'phone@example.com', password: 'Telephone-et-mot-de-passe' });
    const cookie = sessionCookie(
      await post('/api/auth/sign-in/email', { email: 'phone@example.com', password: 'Telephone-et-mot-de-passe' }),
    );
    expect(await sendCode('+33612345678', cookie)).toBe(200);
    const [sms] = await ctx.database.db.select().from(smsOutbox).where(eq(smsOutbox.to, '+33612345678'));
    expect(sms?.text).toMatch(/^Déploia : votre code de vérification est \d{6}\./);
    const code = sms?.text.match(/\d{6}/)?.[0];

    expect(
      (await post('/api/auth/phone-number/verify', { phoneNumber: '+33612345678', code: '000000' }, cookie)).status,
    ).toBe(400);
    const verified = await post(
      '/api/auth/phone-number/verify',
      { phoneNumber: '+33612345678', code, updatePhoneNumber: true },
      cookie,
    );
    expect(verified.status).toBe(200);
    const [row] = await ctx.database.db.select().from(user).where(eq(user.email, 'phone@example.com'));
    expect(row).toMatchObject({ phoneNumber: '+33612345678', phoneNumberVerified: true });

    const signIn = await post('/api/auth/sign-in/phone-number', {
      phoneNumber: '+33612345678',
      password: 'Telephone-et-mot-de-passe',
    });
    expect(signIn.status).toBe(200);
    expect(sessionCookie(signIn)).not.toBe('');
    const wrong = await post('/api/auth/sign-in/phone-number', {
      phoneNumber: '+33612345678',
      password: 'pas le bon du tout',
    });
    expect(wrong.status).toBe(401);
  });
});

describe('sign-in by an e-mailed code', () => {
  it('mails a code that signs in once, and tells nothing about unknown addresses', async () => {
    await createUser(ctx.database.db, { email: 'code@example.com', password: 'Code-par-e-mail-2026' });
    expect(
      (await post('/api/auth/email-otp/send-verification-otp', { email: 'code@example.com', type: 'sign-in' })).status,
    ).toBe(200);
    expect(
      (await post('/api/auth/email-otp/send-verification-otp', { email: 'nobody@example.com', type: 'sign-in' }))
        .status,
    ).toBe(200);
    await ctx.testApp.jobs.settled();
    const [mail] = await ctx.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, 'code@example.com'))
      .orderBy(desc(emailOutbox.createdAt));
    expect(mail?.template).toBe('sign-in-code');
    expect(await ctx.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'nobody@example.com'))).toEqual(
      [],
    );
    const otp = mail?.text.match(/\b\d{6}\b/)?.[0];

    const signIn = await post('/api/auth/sign-in/email-otp', { email: 'code@example.com', otp });
    expect(signIn.status).toBe(200);
    expect(sessionCookie(signIn)).not.toBe('');
    expect((await post('/api/auth/sign-in/email-otp', { email: 'code@example.com', otp })).status).toBe(400);
  });

  it('is refused for an account protected by two-factor', async () => {
    const u = await createUser(ctx.database.db, { email: 'protected@example.com', password: 'Deux-facteurs-2026' });
    await ctx.database.db.update(user).set({ twoFactorEnabled: true }).where(eq(user.id, u.id));
    const res = await post('/api/auth/sign-in/email-otp', { email: 'protected@example.com', otp: '123456' });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { code: string }).code).toBe('TWO_FACTOR_REQUIRED');
  });
});

describe('OAuth sign-in', () => {
  it('is offered only for providers with credentials, and sends the visitor to the provider', async () => {
    const withGoogle = await createTestApp(ctx.database, {
      GOOGLE_CLIENT_ID: 'client-id',
      GOOGLE_CLIENT_SECRET: 'client-secret',
    });
    try {
      const request = (app: typeof withGoogle.app, provider: string) =>
        app.request('/api/auth/sign-in/social', {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: testOrigin },
          body: JSON.stringify({ provider, callbackURL: '/dashboard' }),
        });
      const google = await request(withGoogle.app, 'google');
      expect(google.status).toBe(200);
      const { url } = (await google.json()) as { url: string };
      expect(new URL(url).origin).toBe('https://accounts.google.com');
      expect(new URL(url).searchParams.get('client_id')).toBe('client-id');
      expect((await request(withGoogle.app, 'github')).status).toBe(404);
      expect((await request(ctx.testApp.app, 'google')).status).toBe(404);
    } finally {
      await withGoogle.close();
    }
  });
});
