import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createUser } from '../../db/factories/index.ts';
import { session, user } from '../../db/schema/index.ts';
import { setUpTestApp } from '../setup/test-app-hooks.ts';
import { totp } from '../support/totp.ts';

const day = 24 * 3600 * 1000;

const ctx = setUpTestApp();
afterEach(() => {
  vi.useRealTimers();
});

const post = ctx.postJson;

/** Signs in as a browser (a cookie) or an API client (a bearer token), then makes the session 30 days and a minute
 * old, used an hour ago. */
async function agedSession(email: string, password: string, caller: 'browser' | 'api' = 'browser') {
  const u = await createUser(ctx.database.db, { email, password });
  const token = caller === 'api' ? await ctx.bearerToken(email, password) : '';
  const cookie =
    caller === 'browser'
      ? (await post('/api/auth/sign-in/email', { email, password })).headers
          .getSetCookie()
          .map((c) => c.split(';')[0])
          .join('; ')
      : '';
  await ctx.database.db
    .update(session)
    .set({
      signedInAt: new Date(Date.now() - 30 * day - 60_000),
      createdAt: new Date(Date.now() - 30 * day - 60_000),
      updatedAt: new Date(Date.now() - 3600_000),
    })
    .where(eq(session.userId, u.id));
  return { id: u.id, cookie, token };
}
const sessionsOf = (userId: string) => ctx.database.db.select().from(session).where(eq(session.userId, userId));

describe('the 30-day absolute session lifetime on /api/auth (ASVS 5.0 V7.3.2)', () => {
  it('ends such a session on /api/v1/me too, while a new sign-in works until its user is banned', async () => {
    const old = await agedSession('long@example.com', 'Session-longue-2026');
    const me = (cookie: string) => ctx.app.request('/api/v1/me', { headers: { cookie } });
    expect((await me(old.cookie)).status).toBe(401);
    expect(await sessionsOf(old.id)).toEqual([]);

    const again = (
      await post('/api/auth/sign-in/email', { email: 'long@example.com', password: 'Session-longue-2026' })
    ).headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    expect((await me(again)).status).toBe(200);
    await ctx.database.db.update(user).set({ banned: true }).where(eq(user.id, old.id));
    expect((await me(again)).status).toBe(401);
  });

  it('ends the session on get-session and clears the cookie', async () => {
    const old = await agedSession('ancien@example.com', 'Une-session-ancienne-1');
    const res = await ctx.app.request('/api/auth/get-session', { headers: { cookie: old.cookie } });
    expect(res.status).toBe(200);
    expect(await res.json()).toBeNull();
    expect(res.headers.getSetCookie().some((c) => /^deploia\.session_token=;/.test(c))).toBe(true);
    expect(await sessionsOf(old.id)).toEqual([]);
  });

  it('refuses a password change with such a session, and a bearer token of one', async () => {
    const old = await agedSession('vieux@example.com', 'Un-vieux-mot-de-passe-1');
    const change = await post(
      '/api/auth/change-password',
      { currentPassword: 'Un-vieux-mot-de-passe-1', newPassword: 'Un-tout-nouveau-secret-2' },
      { cookie: old.cookie },
    );
    expect(change.status).toBe(401);
    expect(await sessionsOf(old.id)).toEqual([]);
    // The old password still signs in: nothing was changed.
    expect(
      (await post('/api/auth/sign-in/email', { email: 'vieux@example.com', password: 'Un-vieux-mot-de-passe-1' }))
        .status,
    ).toBe(200);

    const bearer = await agedSession('porteur@example.com', 'Un-jeton-porteur-1', 'api');
    const res = await ctx.app.request('/api/auth/get-session', {
      headers: { authorization: `Bearer ${bearer.token}` },
    });
    expect(await res.json()).toBeNull();
    expect(await sessionsOf(bearer.id)).toEqual([]);
  });

  it('leaves a session younger than 30 days alone', async () => {
    const u = await createUser(ctx.database.db, { email: 'jeune@example.com', password: 'Une-session-recente-1' });
    const res = await post('/api/auth/sign-in/email', {
      email: 'jeune@example.com',
      password: 'Une-session-recente-1',
    });
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    await ctx.database.db
      .update(session)
      .set({ signedInAt: new Date(Date.now() - 29 * day), createdAt: new Date(Date.now() - 29 * day) })
      .where(eq(session.userId, u.id));
    const me = await ctx.app.request('/api/auth/get-session', { headers: { cookie } });
    expect(((await me.json()) as { user: { email: string } }).user.email).toBe('jeune@example.com');
  });
});

/** The session cookie a response set with a value, as a Cookie header. */
const sessionCookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .find((c) => c.startsWith('deploia.session_token=') && c !== 'deploia.session_token=') ?? '';
/** Keeps the user's sessions from ending of inactivity (7 days) while the clock jumps ahead, as daily use would. */
const keepActive = (userId: string) =>
  ctx.database.db
    .update(session)
    .set({ expiresAt: new Date(Date.now() + 7 * day) })
    .where(eq(session.userId, userId));

describe('renewing a session keeps the time of its sign-in (ASVS 5.0 V7.3.2)', () => {
  it('ends 30 days after the sign-in a session renewed by turning two-factor on, then off', async () => {
    const email = 'renouvelee@example.com';
    const password = 'Session-renouvelee-1';
    const u = await createUser(ctx.database.db, { email, password });
    // A controllable clock (only Date is faked; nothing sleeps). Signed in at `start`.
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    let cookie = sessionCookieOf(await post('/api/auth/sign-in/email', { email, password }));
    expect(cookie).not.toBe('');

    // 20 days later: two-factor turned on (the code confirms it, and Better Auth replaces the session).
    vi.setSystemTime(start + 20 * day);
    await keepActive(u.id);
    const enabled = await post('/api/auth/two-factor/enable', { password }, { cookie });
    const { totpURI } = (await enabled.json()) as { totpURI: string };
    const secret = new URL(totpURI).searchParams.get('secret') ?? '';
    const confirmed = await post('/api/auth/two-factor/verify-totp', { code: totp(secret) }, { cookie });
    expect(confirmed.status).toBe(200);
    cookie = sessionCookieOf(confirmed);
    expect(cookie).not.toBe('');

    // 25 days after the sign-in: turned off again, which replaces the session once more.
    vi.setSystemTime(start + 25 * day);
    await keepActive(u.id);
    const disabled = await post('/api/auth/two-factor/disable', { password }, { cookie });
    expect(disabled.status).toBe(200);
    cookie = sessionCookieOf(disabled);
    expect(cookie).not.toBe('');
    const [renewed] = await sessionsOf(u.id);
    expect(renewed?.createdAt.getTime()).toBeGreaterThanOrEqual(start + 25 * day);
    expect(renewed?.signedInAt?.getTime()).toBeLessThan(start + 60_000);

    // Still alive 29 days after the sign-in, over 30 days after it.
    vi.setSystemTime(start + 29 * day);
    await keepActive(u.id);
    const alive = await ctx.app.request('/api/auth/get-session', { headers: { cookie } });
    expect(await alive.json()).toMatchObject({ user: { email } });
    vi.setSystemTime(start + 30 * day + 120_000);
    await keepActive(u.id);
    const over = await ctx.app.request('/api/auth/get-session', { headers: { cookie } });
    expect(await over.json()).toBeNull();
    expect(await sessionsOf(u.id)).toEqual([]);
  });

  it('starts the 30 days again at a new sign-in', async () => {
    const email = 'nouvelle-connexion@example.com';
    const password = 'Se-connecter-a-neuf-1';
    const u = await createUser(ctx.database.db, { email, password });
    const before = Date.now();
    await post('/api/auth/sign-in/email', { email, password });
    const [fresh] = await sessionsOf(u.id);
    expect(fresh?.signedInAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });
});
