import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox, knownDevices, profiles, session, user } from '../../db/schema/index.ts';
import { createUser } from '../factories/index.ts';
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

  it('accepts the session token as a bearer token', async () => {
    await createUser(ctx.database.db, { email: 'api@example.com', password: 'Jeton-api-2026!' });
    const res = await post('/api/auth/sign-in/email', { email: 'api@example.com', password: 'Jeton-api-2026!' });
    const token = res.headers.get('set-auth-token');
    expect(token).toBeTruthy();
    const me = await ctx.app.request('/api/v1/me', { headers: { authorization: `Bearer ${token}` } });
    expect((await me.json()).data.email).toBe('api@example.com');
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
