import { and, desc, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { profileActions } from '../../app/routes/account/profile-actions.server.ts';
import { action as resetPasswordAction } from '../../app/routes/auth/reset-password.tsx';
import { loader as verifyEmailLoader } from '../../app/routes/auth/verify-email.tsx';
import { createUser } from '../../db/factories/index.ts';
import { emailOutbox, session, smsOutbox, twoFactor, user, verification } from '../../db/schema/index.ts';
import { answerOf, pageContext } from '../setup/page-context.ts';
import { type AppCalls, setUpTestApp, testOrigin } from '../setup/test-app-hooks.ts';
import { totp } from '../support/totp.ts';

const ctx = setUpTestApp();
const proxy = '10.0.0.3';
/** Behind a trusted proxy, so that each request can come from its own client address (per-address limits). */
const proxied = ctx.withApp({ TRUSTED_PROXIES: proxy });
let clientNumber = 0;
const nextClient = () => `192.0.2.${++clientNumber % 250}`;

afterEach(() => {
  vi.useRealTimers();
});

const post = (path: string, body: unknown, cookie = '', app: AppCalls = ctx) =>
  app.postJson(path, body, { cookie, 'x-forwarded-for': nextClient() }, proxy);
/** The cookies a response set, as a Cookie header (name=value pairs). */
const cookiesOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .filter((c) => !c?.endsWith('='))
    .join('; ');
const signIn = async (email: string, password: string, app: AppCalls = ctx) => {
  const res = await post('/api/auth/sign-in/email', { email, password }, '', app);
  return { res, cookie: cookiesOf(res) };
};
const sendCode = (phoneNumber: string, cookie: string) => ctx.sendPhoneCode(phoneNumber, { cookie });
async function lastMail(to: string, template: string) {
  await ctx.testApp.jobs.settled();
  const [mail] = await ctx.database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, to), eq(emailOutbox.template, template)))
    .orderBy(desc(emailOutbox.createdAt));
  return mail;
}
const tokenIn = (text: string | undefined, path: string) =>
  decodeURIComponent(text?.match(new RegExp(`${path}\\?token=([^\\s)&]+)`))?.[1] ?? '');
/** Pushes a stored code or link past its expiry, as if its lifetime had gone by. */
const age = (identifier: string) =>
  ctx.database.db
    .update(verification)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(verification.identifier, identifier));

/** Opens /verify-email?token=… as the page does, with the given cookies. */
async function openVerifyLink(token: string, cookie = '') {
  const url = new URL(`${testOrigin}/verify-email?token=${encodeURIComponent(token)}`);
  const request = new Request(url, { headers: { cookie } });
  const { context } = await pageContext(ctx.testApp, request.headers);
  const result = await verifyEmailLoader({ url, request, context, params: {} } as unknown as Parameters<
    typeof verifyEmailLoader
  >[0]);
  return answerOf<{ verified: boolean; outcome: string }>(result);
}
const sessionCount = async (userId: string) =>
  (await ctx.database.db.select().from(session).where(eq(session.userId, userId))).length;

describe('e-mail verification links', () => {
  it('serve once: a reused link says so and changes nothing; a signed-in verified user is told the address is verified', async () => {
    const email = 'verifie-une-fois@example.com';
    expect(
      (await post('/api/auth/sign-up/email', { name: 'Une Fois', email, password: 'Une-seule-fois-2026' })).status,
    ).toBe(200);
    const token = tokenIn((await lastMail(email, 'verify-email'))?.text, '/verify-email');
    expect(token).not.toBe('');

    const first = await openVerifyLink(token);
    expect(first).toMatchObject({ status: 200, data: { verified: true, outcome: 'success' } });
    const cookie = first.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    expect(cookie).toContain('deploia.session_token=');
    const [u] = await ctx.database.db.select().from(user).where(eq(user.email, email));
    expect(u?.emailVerified).toBe(true);
    expect(await sessionCount(u!.id)).toBe(1);

    // Opened again by someone without the session (a forwarded mail, a leaked link): no new session, no success.
    const again = await openVerifyLink(token);
    expect(again).toMatchObject({ status: 400, data: { verified: false, outcome: 'failure' } });
    expect(again.headers.getSetCookie()).toEqual([]);
    expect(await sessionCount(u!.id)).toBe(1);

    // Opened again by its signed-in owner: the address is verified, nothing else happens.
    const owner = await openVerifyLink(token, cookie);
    expect(owner).toMatchObject({ status: 200, data: { verified: true, outcome: 'alreadyVerified' } });
    expect(owner.headers.getSetCookie()).toEqual([]);
    expect(await sessionCount(u!.id)).toBe(1);
  });

  it('refuses an expired link, leaving the address unverified', async () => {
    const email = 'trop-tard@example.com';
    await post('/api/auth/sign-up/email', { name: 'Trop Tard', email, password: 'Bien-trop-tard-2026' });
    const token = tokenIn((await lastMail(email, 'verify-email'))?.text, '/verify-email');
    // A controllable clock: the link's 24 hours have gone by (only Date is faked; nothing sleeps).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 24 * 3600_000 + 60_000);
    const res = await openVerifyLink(token);
    vi.useRealTimers();
    expect(res).toMatchObject({ status: 400, data: { verified: false, outcome: 'failure' } });
    expect(res.headers.getSetCookie()).toEqual([]);
    const [u] = await ctx.database.db.select().from(user).where(eq(user.email, email));
    expect(u?.emailVerified).toBe(false);
    expect(await sessionCount(u!.id)).toBe(0);
  });

  it('refuses a reused or tampered address-change link without mailing the new address again', async () => {
    const email = 'ancienne@example.com';
    const newEmail = 'nouvelle@example.com';
    await createUser(ctx.database.db, { email, password: 'Changer-d-adresse-2026' });
    const { cookie } = await signIn(email, 'Changer-d-adresse-2026');
    // As /profile asks for it once it has checked the password (`/change-email` is closed over HTTP).
    expect(
      await ctx.testApp.auth.api.changeEmail({
        body: { newEmail, callbackURL: '/profile' },
        headers: new Headers({ cookie }),
      }),
    ).toMatchObject({ status: true });
    const approve = tokenIn((await lastMail(email, 'change-email'))?.text, '/verify-email');

    expect(await openVerifyLink(approve, cookie)).toMatchObject({ data: { outcome: 'changeApproved' } });
    await ctx.testApp.jobs.settled();
    const toNew = () => ctx.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, newEmail));
    expect(await toNew()).toHaveLength(1);
    expect(await openVerifyLink(approve, cookie)).toMatchObject({ status: 400, data: { outcome: 'failure' } });
    await ctx.testApp.jobs.settled();
    expect(await toNew()).toHaveLength(1);

    const complete = tokenIn((await toNew())[0]?.text, '/verify-email');
    const [head, body, signature] = complete.split('.');
    const forged = JSON.parse(Buffer.from(body ?? '', 'base64url').toString());
    forged.updateTo = 'attaquant@example.com';
    const tampered = `${head}.${Buffer.from(JSON.stringify(forged)).toString('base64url')}.${signature}`;
    expect(await openVerifyLink(tampered, cookie)).toMatchObject({ status: 400, data: { outcome: 'failure' } });

    expect(await openVerifyLink(complete, cookie)).toMatchObject({ data: { verified: true, outcome: 'changed' } });
    const [u] = await ctx.database.db.select().from(user).where(eq(user.email, newEmail));
    expect(u).toBeDefined();
    expect(await openVerifyLink(complete, cookie)).toMatchObject({ data: { outcome: 'alreadyVerified' } });
    expect(await openVerifyLink(complete)).toMatchObject({ status: 400, data: { outcome: 'failure' } });
  });
});

describe('expired and reused codes and links', () => {
  it('refuses an expired reset link on the page, keeping the old password', async () => {
    const email = 'reset-expire@example.com';
    await createUser(ctx.database.db, { email, password: 'Ancien-mot-de-passe-1' });
    expect((await post('/api/auth/request-password-reset', { email, redirectTo: '/reset-password' })).status).toBe(200);
    const token = tokenIn((await lastMail(email, 'reset-password'))?.text, '/reset-password');
    await age(`reset-password:${token}`);

    const request = new Request(`${testOrigin}/reset-password`, {
      method: 'POST',
      body: new URLSearchParams({ token, password: 'Nouveau-mot-de-passe-1', confirm: 'Nouveau-mot-de-passe-1' }),
    });
    const { context } = await pageContext(ctx.testApp);
    const answer = answerOf(
      await resetPasswordAction({ request, context, params: {} } as unknown as Parameters<
        typeof resetPasswordAction
      >[0]),
    );
    expect(answer).toMatchObject({ status: 400, data: { ok: false, formError: 'token_invalid' } });
    expect((await signIn(email, 'Ancien-mot-de-passe-1')).res.status).toBe(200);
    expect((await signIn(email, 'Nouveau-mot-de-passe-1')).res.status).toBe(401);
  });

  it('refuses an expired e-mailed sign-in code, and a used one', async () => {
    const email = 'code-perime@example.com';
    await createUser(ctx.database.db, { email, password: 'Code-perime-2026' });
    await post('/api/auth/email-otp/send-verification-otp', { email, type: 'sign-in' });
    const expired = (await lastMail(email, 'sign-in-code'))?.text.match(/\b\d{6}\b/)?.[0];
    await age(`sign-in-otp-${email}`);
    const late = await post('/api/auth/sign-in/email-otp', { email, otp: expired });
    expect(late.status).toBe(400);
    expect(((await late.json()) as { code: string }).code).toBe('OTP_EXPIRED');
    expect(cookiesOf(late)).not.toContain('session_token');

    await ctx.database.db.delete(emailOutbox).where(eq(emailOutbox.to, email));
    await post('/api/auth/email-otp/send-verification-otp', { email, type: 'sign-in' });
    const otp = (await lastMail(email, 'sign-in-code'))?.text.match(/\b\d{6}\b/)?.[0];
    expect((await post('/api/auth/sign-in/email-otp', { email, otp })).status).toBe(200);
    const reused = await post('/api/auth/sign-in/email-otp', { email, otp });
    expect(reused.status).toBe(400);
    expect(cookiesOf(reused)).not.toContain('session_token');
    const [u] = await ctx.database.db.select().from(user).where(eq(user.email, email));
    expect(await sessionCount(u!.id)).toBe(1);
  });

  it('refuses an expired phone code on the profile page, leaving the number unset', async () => {
    const email = 'sms-perime@example.com';
    const phoneNumber = '+33677889900';
    await createUser(ctx.database.db, { email, password: 'Sms-perime-2026' });
    const { cookie } = await signIn(email, 'Sms-perime-2026');
    expect(await sendCode(phoneNumber, cookie)).toBe(200);
    const [sms] = await ctx.database.db.select().from(smsOutbox).where(eq(smsOutbox.to, phoneNumber));
    const code = sms?.text.match(/\d{6}/)?.[0] ?? '';
    await age(`phone-number-otp-${phoneNumber}`);

    const request = new Request(`${testOrigin}/profile`, { method: 'POST', headers: { cookie, origin: testOrigin } });
    const { context, viewer } = await pageContext(ctx.testApp, request.headers);
    const form = new FormData();
    form.set('intent', 'verify-phone');
    form.set('phoneNumber', phoneNumber);
    form.set('code', code);
    const answer = answerOf(await profileActions['verify-phone']({ request, context, viewer: viewer!, form }));
    expect(answer).toMatchObject({ status: 400, data: { ok: false, fieldErrors: { code: 'code_expired' } } });
    const [u] = await ctx.database.db.select().from(user).where(eq(user.email, email));
    expect(u).toMatchObject({ phoneNumber: null, phoneNumberVerified: false });
  });
});

describe('the second factor at sign-in', () => {
  it('locks the account for 15 minutes after 10 wrong codes, the right one included, then lets it in', async () => {
    const email = 'verrou-2fa@example.com';
    const password = 'Verrou-deux-facteurs-1';
    const u = await createUser(ctx.database.db, { email, password });
    const { cookie } = await signIn(email, password, proxied);
    const enabled = await post('/api/auth/two-factor/enable', { password }, cookie, proxied);
    const secret = new URL(((await enabled.json()) as { totpURI: string }).totpURI).searchParams.get('secret') ?? '';
    expect((await post('/api/auth/two-factor/verify-totp', { code: totp(secret) }, cookie, proxied)).status).toBe(200);
    const wrong = totp(secret, Date.now() + 3600_000) === '000000' ? '111111' : '000000';

    // Each sign-in opens a challenge of 5 tries at most; the lock counts failures across challenges.
    const statuses: number[] = [];
    for (let challenge = 0; challenge < 2; challenge++) {
      const { res, cookie: challengeCookie } = await signIn(email, password, proxied);
      expect(((await res.json()) as { twoFactorRedirect?: boolean }).twoFactorRedirect).toBe(true);
      for (let attempt = 0; attempt < 5; attempt++) {
        statuses.push(
          (await post('/api/auth/two-factor/verify-totp', { code: wrong }, challengeCookie, proxied)).status,
        );
      }
    }
    expect(statuses).toEqual(Array(10).fill(401));
    const [row] = await ctx.database.db.select().from(twoFactor).where(eq(twoFactor.userId, u.id));
    expect(row?.lockedUntil?.getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);

    const { cookie: lockedCookie } = await signIn(email, password, proxied);
    const locked = await post('/api/auth/two-factor/verify-totp', { code: totp(secret) }, lockedCookie, proxied);
    expect(locked.status).toBe(429);
    expect(((await locked.json()) as { code: string }).code).toBe('ACCOUNT_TEMPORARILY_LOCKED');
    expect(cookiesOf(locked)).not.toContain('session_token');
    const aal2 = () =>
      ctx.database.db
        .select()
        .from(session)
        .where(and(eq(session.userId, u.id), eq(session.aal, 'aal2')));
    const before = (await aal2()).length;

    // Fifteen minutes later (the lock aged in the database) the right code lets the owner in.
    await ctx.database.db
      .update(twoFactor)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(twoFactor.userId, u.id));
    // A TOTP code works once (server/auth/totp-replay.ts): the owner types the next one their app shows.
    const later = await post(
      '/api/auth/two-factor/verify-totp',
      { code: totp(secret, Date.now() + 30_000) },
      lockedCookie,
      proxied,
    );
    expect(later.status).toBe(200);
    expect(await aal2()).toHaveLength(before + 1);
  });
});
