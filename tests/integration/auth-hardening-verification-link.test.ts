import { signJWT } from 'better-auth/crypto';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { loader as verifyEmailLoader } from '../../app/routes/auth/verify-email.tsx';
import { createUser } from '../../db/factories/index.ts';
import { emailOutbox, session, user } from '../../db/schema/index.ts';
import { answerOf, pageContext } from '../setup/page-context.ts';
import { setUpTestApp, testOrigin } from '../setup/test-app-hooks.ts';

const ctx = setUpTestApp();

const post = (path: string, body: unknown, cookie = '') => ctx.postJson(path, body, { cookie });
/** The session cookie a response set with a value (an expiring one, `name=;`, does not count). */
const sessionCookie = (headers: Headers) =>
  headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .find((c) => c.startsWith('deploia.session_token=') && c !== 'deploia.session_token=') ?? '';
const sessionsOf = (userId: string) => ctx.database.db.select().from(session).where(eq(session.userId, userId));

/** An unverified account with two-factor on, and a fresh verification link mailed to it. */
async function unverifiedWithTwoFactor(email: string) {
  const u = await createUser(ctx.database.db, { email, password: 'Lien-et-deux-facteurs-1', emailVerified: false });
  await ctx.database.db.update(user).set({ twoFactorEnabled: true }).where(eq(user.id, u.id));
  // Through `auth.api`, as /profile's "resend" does (over HTTP, Better Auth allows a few per address a minute).
  await ctx.testApp.auth.api.sendVerificationEmail({ body: { email } });
  await ctx.testApp.jobs.settled();
  const [mail] = await ctx.database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, email), eq(emailOutbox.template, 'verify-email')))
    .orderBy(desc(emailOutbox.createdAt));
  const token = decodeURIComponent(mail?.text.match(/\/verify-email\?token=([^\s)&]+)/)?.[1] ?? '');
  expect(token).not.toBe('');
  return { id: u.id, token };
}

describe('the e-mailed verification link never stands in for the second factor (ASVS 5.0 V6.3.4)', () => {
  it('verifies the address of an account with two-factor without signing it in, on the page', async () => {
    const { id, token } = await unverifiedWithTwoFactor('lien-2fa-page@example.com');
    const url = new URL(`${testOrigin}/verify-email?token=${encodeURIComponent(token)}`);
    const request = new Request(url);
    const { context } = await pageContext(ctx.testApp, request.headers);
    const answer = answerOf<{ verified: boolean; outcome: string }>(
      await verifyEmailLoader({ url, request, context, params: {} } as unknown as Parameters<
        typeof verifyEmailLoader
      >[0]),
    );
    expect(answer).toMatchObject({ status: 200, data: { verified: true, outcome: 'success' } });
    expect(sessionCookie(answer.headers)).toBe('');
    expect(await sessionsOf(id)).toEqual([]);
    const [row] = await ctx.database.db.select().from(user).where(eq(user.id, id));
    expect(row?.emailVerified).toBe(true);
  });

  it('does the same on /api/auth/verify-email, and the password then leads to the second factor', async () => {
    const { id, token } = await unverifiedWithTwoFactor('lien-2fa-api@example.com');
    const res = await ctx.app.request(`/api/auth/verify-email?token=${encodeURIComponent(token)}`);
    expect(res.status).toBe(200);
    expect(sessionCookie(res.headers)).toBe('');
    expect(await sessionsOf(id)).toEqual([]);
    const [row] = await ctx.database.db.select().from(user).where(eq(user.id, id));
    expect(row?.emailVerified).toBe(true);

    const signIn = await post('/api/auth/sign-in/email', {
      email: 'lien-2fa-api@example.com',
      password: 'Lien-et-deux-facteurs-1',
    });
    expect(await signIn.json()).toMatchObject({ twoFactorRedirect: true });
    expect(await sessionsOf(id)).toEqual([]);
  });

  it('still signs in an account without two-factor, and keeps the session its owner had open', async () => {
    const email = 'lien-sans-2fa@example.com';
    const u = await createUser(ctx.database.db, { email, password: 'Lien-sans-second-1', emailVerified: false });
    await ctx.testApp.auth.api.sendVerificationEmail({ body: { email } });
    await ctx.testApp.jobs.settled();
    const [mail] = await ctx.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, email), eq(emailOutbox.template, 'verify-email')));
    const token = decodeURIComponent(mail?.text.match(/\/verify-email\?token=([^\s)&]+)/)?.[1] ?? '');
    const res = await ctx.app.request(`/api/auth/verify-email?token=${encodeURIComponent(token)}`);
    expect(sessionCookie(res.headers)).not.toBe('');
    expect(await sessionsOf(u.id)).toHaveLength(1);

    // Two-factor on, and signed in with both factors (an aal2 session): opening a link keeps that session.
    const owner = await unverifiedWithTwoFactor('lien-2fa-connecte@example.com');
    const [aal2] = await ctx.database.db
      .insert(session)
      .values({
        userId: owner.id,
        token: 'jeton-de-session-aal2-de-test-0001',
        expiresAt: new Date(Date.now() + 3600_000),
        aal: 'aal2',
      })
      .returning();
    const signed = await ctx.testApp.auth.api.getSession({
      headers: new Headers({ authorization: 'Bearer jeton-de-session-aal2-de-test-0001' }),
    });
    expect(signed?.session.id).toBe(aal2?.id);
    const opened = await ctx.app.request(`/api/auth/verify-email?token=${encodeURIComponent(owner.token)}`, {
      headers: { authorization: 'Bearer jeton-de-session-aal2-de-test-0001' },
    });
    expect(opened.status).toBe(200);
    expect((await sessionsOf(owner.id)).map((s) => s.id)).toEqual([aal2?.id]);
  });
});

describe('the verification link signs in for 10 minutes only (ASVS 5.0 V6.5.5)', () => {
  /** A link for `email` as Better Auth mails it, issued `minutesAgo` minutes ago and still valid (24 hours). */
  async function linkIssued(email: string, userId: string, minutesAgo: number) {
    const { secret } = await ctx.testApp.auth.$context;
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() - minutesAgo * 60_000);
      return await signJWT({ email, userId }, secret, 24 * 3600);
    } finally {
      vi.useRealTimers();
    }
  }

  it('verifies the address from an older link without signing in; a fresh one still signs in', async () => {
    const late = await createUser(ctx.database.db, { email: 'lien-tardif@example.com', emailVerified: false });
    const stale = await linkIssued(late.email, late.id, 11);
    const res = await ctx.app.request(`/api/auth/verify-email?token=${encodeURIComponent(stale)}`);
    expect(res.status).toBe(200);
    expect(sessionCookie(res.headers)).toBe('');
    expect(await sessionsOf(late.id)).toEqual([]);
    const [row] = await ctx.database.db.select().from(user).where(eq(user.id, late.id));
    expect(row?.emailVerified).toBe(true);

    const early = await createUser(ctx.database.db, { email: 'lien-frais@example.com', emailVerified: false });
    const fresh = await linkIssued(early.email, early.id, 9);
    const opened = await ctx.app.request(`/api/auth/verify-email?token=${encodeURIComponent(fresh)}`);
    expect(sessionCookie(opened.headers)).not.toBe('');
    expect(await sessionsOf(early.id)).toHaveLength(1);
  });
});
