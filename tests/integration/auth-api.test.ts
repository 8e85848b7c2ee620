import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../db/factories/index.ts';
import { emailOutbox, knownDevices, profiles, session, user } from '../../db/schema/index.ts';
import { setUpTestApp } from '../setup/test-app-hooks.ts';

const ctx = setUpTestApp();
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  ctx.postJson(path, body, { 'user-agent': 'vitest', ...headers });
const { sessionCookie } = ctx;

describe('Better Auth on /api/auth', () => {
  it('signs up, creates the profile in the chosen language and mails a verification link that signs in', async () => {
    const res = await post(
      '/api/auth/sign-up/email',
      { name: 'Léa Dubois', email: 'lea@example.com', password: 'Un-mot-de-passe-solide' },
      { cookie: 'language=de' },
    );
    expect(res.status).toBe(200);
    // No session yet: the answer must not differ from the one for an address that has an account.
    expect(sessionCookie(res)).toBeUndefined();

    const [profile] = await ctx.database.db.select().from(profiles).where(eq(profiles.email, 'lea@example.com'));
    expect(profile).toMatchObject({ displayName: 'Léa Dubois', locale: 'de' });
    await ctx.testApp.jobs.settled();
    const mails = await ctx.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'lea@example.com'));
    expect(mails.map((m) => m.template)).toEqual(['verify-email']);
    // Written in the language the visitor browsed in (the language cookie).
    expect(mails[0]?.subject).toBe('Bestätigen Sie Ihre E-Mail-Adresse bei Déploia');
    const token = mails[0]?.text.match(/\/verify-email\?token=([\w.-]+)/)?.[1];
    expect(token).toBeTruthy();

    const verified = await ctx.app.request(`/api/auth/verify-email?token=${token}`);
    const setCookie = verified.headers.getSetCookie().find((c) => c.startsWith('deploia.session_token='));
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const me = await ctx.app.request('/api/v1/me', { headers: { cookie: sessionCookie(verified) ?? '' } });
    expect((await me.json()).data).toMatchObject({ email: 'lea@example.com', email_verified: true });
  });

  it('refuses a common password and an over-long one, creating nothing', async () => {
    for (const password of ['password123', 'azerty123', 'x'.repeat(129)]) {
      const res = await post('/api/auth/sign-up/email', {
        name: 'Tom',
        email: `tom-${password.length}@example.com`,
        password,
      });
      expect(res.status).toBe(400);
    }
    const rows = await ctx.database.db.select().from(profiles).where(eq(profiles.displayName, 'Tom'));
    expect(rows).toEqual([]);
  });

  it("refuses a new password made of context words or of the account's e-mail or name, on change and on reset", async () => {
    const email = 'camille.martin@example.com';
    await createUser(ctx.database.db, { email, name: 'Camille Martin', password: 'Ancien-secret-2026' });
    const signedIn = await post('/api/auth/sign-in/email', { email, password: 'Ancien-secret-2026' });
    const cookie = sessionCookie(signedIn) ?? '';
    const change = (newPassword: string) =>
      post('/api/auth/change-password', { currentPassword: 'Ancien-secret-2026', newPassword }, { cookie });
    for (const newPassword of ['Camille.Martin-2026', 'D3pl0ia!!2025']) {
      const res = await change(newPassword);
      expect(res.status, newPassword).toBe(400);
      expect((await res.json()).code).toBe('PASSWORD_TOO_COMMON');
    }

    expect((await post('/api/auth/request-password-reset', { email, redirectTo: '/reset-password' })).status).toBe(200);
    await ctx.testApp.jobs.settled();
    const [mail] = await ctx.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, email))
      .orderBy(desc(emailOutbox.createdAt));
    const token = mail?.text.match(/\/reset-password\?token=([\w-]+)/)?.[1];
    expect(token).toBeTruthy();
    const refused = await post('/api/auth/reset-password', { token, newPassword: 'Martin1990!' });
    expect(refused.status).toBe(400);
    expect((await refused.json()).code).toBe('PASSWORD_TOO_COMMON');
    // The link still works for an acceptable password.
    expect((await post('/api/auth/reset-password', { token, newPassword: 'Camille aime les pivoines' })).status).toBe(
      200,
    );
  });

  it('answers /api/v1/me with the profile, roles and is_admin for a session, 401 without', async () => {
    await createUser(ctx.database.db, { email: 'admin@example.com', password: 'Admin-passe-2026', roles: ['admin'] });
    const res = await post('/api/auth/sign-in/email', { email: 'admin@example.com', password: 'Admin-passe-2026' });
    expect(res.status).toBe(200);
    const cookie = sessionCookie(res);
    const me = await ctx.app.request('/api/v1/me', { headers: { cookie: cookie ?? '' } });
    expect(me.status).toBe(200);
    expect((await me.json()).data).toMatchObject({
      email: 'admin@example.com',
      roles: ['admin'],
      is_admin: true,
      aal: 'aal1',
    });

    const anonymous = await ctx.app.request('/api/v1/me');
    expect(anonymous.status).toBe(401);
    expect((await anonymous.json()).error.code).toBe('unauthenticated');
    const tampered = await ctx.app.request('/api/v1/me', { headers: { cookie: `${cookie}x` } });
    expect(tampered.status).toBe(401);
  });

  it('ends the session a request came with when it signs in again (ASVS 5.0 V7.2.4)', async () => {
    await createUser(ctx.database.db, { email: 'deux-fois@example.com', password: 'Se-connecter-deux-fois-1' });
    const body = { email: 'deux-fois@example.com', password: 'Se-connecter-deux-fois-1' };
    // From an address of its own, so that these sign-ins leave the per-address limit to the other tests.
    const signIn = (fields: typeof body, cookie = '') =>
      ctx.postJson('/api/auth/sign-in/email', fields, { cookie }, '198.51.100.24');
    const first = sessionCookie(await signIn(body)) ?? '';
    const me = async (cookie: string) => (await ctx.app.request('/api/v1/me', { headers: { cookie } })).status;
    expect(await me(first)).toBe(200);
    // A wrong password leaves it alone; a successful sign-in replaces it.
    expect((await signIn({ ...body, password: 'pas-le-bon' }, first)).status).toBe(401);
    expect(await me(first)).toBe(200);
    const second = sessionCookie(await signIn(body, first)) ?? '';
    expect(second).not.toBe(first);
    expect(await me(first)).toBe(401);
    expect(await me(second)).toBe(200);
  });

  it('hands the session token to API clients as a bearer token, never to a browser (ASVS 5.0 V3.3.4)', async () => {
    await createUser(ctx.database.db, { email: 'api@example.com', password: 'Jeton-api-2026!' });
    const token = await ctx.bearerToken('api@example.com', 'Jeton-api-2026!');
    const me = await ctx.app.request('/api/v1/me', { headers: { authorization: `Bearer ${token}` } });
    expect((await me.json()).data.email).toBe('api@example.com');

    // A browser's sign-in and session read (Origin, Fetch Metadata): the cookie, and no token a script could read.
    const res = await post('/api/auth/sign-in/email', { email: 'api@example.com', password: 'Jeton-api-2026!' });
    expect(res.status).toBe(200);
    expect(res.headers.get('set-auth-token')).toBeNull();
    const signedIn = await res.json();
    expect(signedIn.user.email).toBe('api@example.com');
    expect(JSON.stringify(signedIn)).not.toMatch(/"token"/);
    const cookie = sessionCookie(res) ?? '';
    const session = await ctx.app.request('/api/auth/get-session', {
      headers: { cookie, 'sec-fetch-mode': 'cors', 'sec-fetch-site': 'same-origin' },
    });
    const read = await session.json();
    expect(read.session.userId).toBe(signedIn.user.id);
    expect(JSON.stringify(read)).not.toMatch(/"token"/);
    // The same read by an API client with its bearer token (the signed token) still shows the token.
    const api = await ctx.app.request('/api/auth/get-session', { headers: { authorization: `Bearer ${token}` } });
    expect(token.split('.')[0]).toBe((await api.json()).session.token);
  });

  it('refuses a banned user', async () => {
    const banned = await createUser(ctx.database.db, { email: 'banned@example.com', password: 'Banni-pour-de-bon-1' });
    await ctx.database.db.update(user).set({ banned: true }).where(eq(user.id, banned.id));
    const res = await post('/api/auth/sign-in/email', { email: 'banned@example.com', password: 'Banni-pour-de-bon-1' });
    expect(res.status).toBe(403);
    expect(await ctx.database.db.select().from(session).where(eq(session.userId, banned.id))).toEqual([]);
  });

  it('mails a warning on a sign-in from an unknown device, not on a known one', async () => {
    const u = await createUser(ctx.database.db, { email: 'devices@example.com', password: 'Appareils-connus-1' });
    const signIn = (agent: string) =>
      post(
        '/api/auth/sign-in/email',
        { email: 'devices@example.com', password: 'Appareils-connus-1' },
        { 'user-agent': agent },
      );
    await signIn('Firefox');
    await signIn('Firefox');
    await signIn('Chromium');
    await ctx.testApp.jobs.settled();
    const mails = await ctx.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'devices@example.com'));
    expect(mails.map((m) => m.template)).toEqual(['new-sign-in']);
    expect(await ctx.database.db.select().from(knownDevices).where(eq(knownDevices.userId, u.id))).toHaveLength(2);
  });

  it('refuses a state-changing API request from another site', async () => {
    const res = await ctx.app.request('/api/v1/me', { method: 'POST', headers: { origin: 'https://evil.example' } });
    expect(res.status).toBe(403);
    expect((await res.json()).error.code).toBe('forbidden_origin');
  });
});
