import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createUser } from '../../db/factories/index.ts';
import { session, user } from '../../db/schema/index.ts';
import { setUpTestApp, testOrigin } from '../setup/test-app-hooks.ts';
import { totp } from '../support/totp.ts';

const ctx = setUpTestApp({ GITHUB_CLIENT_ID: 'github-client', GITHUB_CLIENT_SECRET: 'github-secret' });
let restoreFetch = () => {};
afterEach(() => {
  restoreFetch();
});

/** Cookies of a response, as `name=value` pairs a browser would send back (expired ones dropped). */
const cookiesOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .filter((c) => !/Max-Age=0/i.test(c))
    .map((c) => c.split(';')[0] ?? '');
const liveCookie = (res: Response, name: string) => cookiesOf(res).find((c) => c.startsWith(`deploia.${name}=`));

const post = (path: string, body: unknown, cookie = '') => ctx.postJson(path, body, { cookie });

/**
 * GitHub's token and user endpoints, the only outside servers involved (the database is real): the code
 * `code-for-<email>` signs in as that GitHub user, whose primary address is verified.
 */
function fakeGitHub() {
  const realFetch = globalThis.fetch;
  const spy = vi.spyOn(globalThis, 'fetch');
  restoreFetch = () => spy.mockRestore();
  spy.mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (url.origin === 'https://github.com' && url.pathname === '/login/oauth/access_token') {
      const code = new URLSearchParams(await request.text()).get('code') ?? '';
      return Response.json({ access_token: `token:${code}`, token_type: 'bearer', scope: 'read:user,user:email' });
    }
    if (url.origin === 'https://api.github.com') {
      const email = (request.headers.get('authorization') ?? '').replace('Bearer token:code-for-', '');
      if (url.pathname === '/user') {
        // One GitHub account per address.
        const id = Number.parseInt(createHash('sha256').update(email).digest('hex').slice(0, 8), 16);
        return Response.json({ id, login: 'octo', name: 'Octo Cat', email, avatar_url: null });
      }
      if (url.pathname === '/user/emails') return Response.json([{ email, primary: true, verified: true }]);
    }
    return realFetch(input, init);
  });
}

/** Starts a GitHub sign-in and comes back through the callback, as the browser would after GitHub's consent. */
async function signInWithGitHub(email: string, callbackURL: string) {
  const start = await post('/api/auth/sign-in/social', { provider: 'github', callbackURL });
  expect(start.status).toBe(200);
  const { url } = (await start.json()) as { url: string };
  const state = new URL(url).searchParams.get('state') ?? '';
  return ctx.app.request(
    `/api/auth/callback/github?code=${encodeURIComponent(`code-for-${email}`)}&state=${encodeURIComponent(state)}`,
    { headers: { cookie: cookiesOf(start).join('; ') } },
  );
}

describe('OAuth sign-in and the second factor', () => {
  it('signs a user without two-factor straight in', async () => {
    fakeGitHub();
    await createUser(ctx.database.db, { email: 'simple@example.com', password: 'Simple-et-direct-2026' });
    const callback = await signInWithGitHub('simple@example.com', '/dashboard');
    expect(callback.status).toBe(302);
    expect(callback.headers.get('location')).toBe('/dashboard');
    expect(liveCookie(callback, 'session_token')).toBeDefined();
  });

  it('sends a user with TOTP to the second-factor step, with no session until the code is given', async () => {
    // Enrol TOTP with the password, as /profile does.
    const u = await createUser(ctx.database.db, { email: 'totp@example.com', password: 'Deux-facteurs-solides-1' });
    const password = await post('/api/auth/sign-in/email', {
      email: 'totp@example.com',
      password: 'Deux-facteurs-solides-1',
    });
    const passwordSession = liveCookie(password, 'session_token') ?? '';
    const enable = await post('/api/auth/two-factor/enable', { password: 'Deux-facteurs-solides-1' }, passwordSession);
    const { totpURI } = (await enable.json()) as { totpURI: string };
    const secret = new URL(totpURI).searchParams.get('secret') ?? '';
    expect((await post('/api/auth/two-factor/verify-totp', { code: totp(secret) }, passwordSession)).status).toBe(200);
    const [enrolled] = await ctx.database.db.select().from(user).where(eq(user.id, u.id));
    expect(enrolled?.twoFactorEnabled).toBe(true);
    const sessionsBefore = await ctx.database.db.select().from(session).where(eq(session.userId, u.id));

    fakeGitHub();
    const callback = await signInWithGitHub('totp@example.com', '/security-test');
    expect(callback.status).toBe(302);
    expect(callback.headers.get('location')).toBe(
      `${testOrigin}/auth/two-factor?redirectTo=${encodeURIComponent('/security-test')}`,
    );
    expect(liveCookie(callback, 'session_token')).toBeUndefined();
    const challenge = liveCookie(callback, 'two_factor');
    expect(challenge).toBeDefined();
    // The session the callback opened is gone: only the earlier password session remains.
    const sessionsAfter = await ctx.database.db.select().from(session).where(eq(session.userId, u.id));
    expect(sessionsAfter.map((s) => s.id)).toEqual(sessionsBefore.map((s) => s.id));

    // A wrong code is refused; the right one (as on /auth/two-factor) opens an aal2 session.
    expect((await post('/api/auth/two-factor/verify-totp', { code: '000000' }, challenge)).status).toBe(401);
    const verified = await post(
      '/api/auth/two-factor/verify-totp',
      { code: totp(secret, Date.now() + 30_000) },
      challenge,
    );
    expect(verified.status).toBe(200);
    const me = await ctx.app.request('/api/v1/me', {
      headers: { cookie: liveCookie(verified, 'session_token') ?? '' },
    });
    expect((await me.json()).data).toMatchObject({ email: 'totp@example.com', aal: 'aal2' });
  });
});
