import { describe, expect, it } from 'vitest';
import { action as languageAction } from '../../app/routes/preferences/language.tsx';
import { createUser } from '../../db/factories/index.ts';
import { pageContext } from '../setup/page-context.ts';
import { type AppCalls, setUpTestApp } from '../setup/test-app-hooks.ts';
import { totp } from '../support/totp.ts';

const publicUrl = 'https://deploia.example';
const https = setUpTestApp({ PUBLIC_URL: publicUrl });
const http = https.withApp();

const post = (app: AppCalls, origin: string, path: string, body: unknown, cookie = '') =>
  app.postJson(`${origin}${path}`, body, { origin, cookie });

/** A Set-Cookie header taken apart: name, and its attributes by lower-case name. */
function parseSetCookie(header: string) {
  const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
  const name = pair.slice(0, pair.indexOf('='));
  const attrs = new Map(
    attributes.map((a) => {
      const [key = '', ...value] = a.split('=');
      return [key.toLowerCase(), value.join('=')] as const;
    }),
  );
  return { name, value: pair.slice(name.length + 1), attrs };
}

function expectHostCookie(header: string) {
  const cookie = parseSetCookie(header);
  expect(cookie.name, header).toMatch(/^__Host-deploia[._]/);
  expect(cookie.attrs.has('secure'), header).toBe(true);
  expect(cookie.attrs.has('httponly'), header).toBe(true);
  expect(cookie.attrs.get('samesite')?.toLowerCase(), header).toBe('lax');
  expect(cookie.attrs.get('path'), header).toBe('/');
  expect(cookie.attrs.has('domain'), header).toBe(false);
}

describe('auth cookies over https', () => {
  it('are __Host- prefixed, Secure, HttpOnly, SameSite=Lax, Path=/ and without Domain, and the session works', async () => {
    await createUser(https.database.db, { email: 'https@example.com', password: 'Cookies-securises-2026' });
    const res = await post(https, publicUrl, '/api/auth/sign-in/email', {
      email: 'https@example.com',
      password: 'Cookies-securises-2026',
    });
    expect(res.status).toBe(200);
    const setCookies = res.headers.getSetCookie();
    expect(setCookies.length).toBeGreaterThan(0);
    for (const header of setCookies) expectHostCookie(header);
    const session = setCookies.map(parseSetCookie).find((c) => c.name === '__Host-deploia.session_token');
    expect(session?.value).toBeTruthy();

    const cookie = `__Host-deploia.session_token=${session?.value}`;
    const me = await https.app.request(`${publicUrl}/api/v1/me`, { headers: { cookie } });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { data: { email: string } }).data.email).toBe('https@example.com');
    // The same value under the unprefixed name is not a session over https.
    const plain = await https.app.request(`${publicUrl}/api/v1/me`, {
      headers: { cookie: `deploia.session_token=${session?.value}` },
    });
    expect(plain.status).toBe(401);

    // Signing out clears it with the same attributes (a browser ignores a __Host- cookie without them).
    const out = await post(https, publicUrl, '/api/auth/sign-out', {}, cookie);
    expect(out.status).toBe(200);
    const cleared = out.headers.getSetCookie();
    expect(cleared.some((h) => parseSetCookie(h).name === '__Host-deploia.session_token')).toBe(true);
    for (const header of cleared) expectHostCookie(header);
  });

  it('holds for the two-factor challenge cookie too', async () => {
    const email = 'https-2fa@example.com';
    const password = 'Deux-facteurs-en-https-1';
    await createUser(https.database.db, { email, password });
    const signIn = () => post(https, publicUrl, '/api/auth/sign-in/email', { email, password });
    const first = await signIn();
    const cookie = first.headers
      .getSetCookie()
      .map((h) => h.split(';')[0])
      .join('; ');
    const enabled = await post(https, publicUrl, '/api/auth/two-factor/enable', { password }, cookie);
    const secret = new URL(((await enabled.json()) as { totpURI: string }).totpURI).searchParams.get('secret') ?? '';
    expect(
      (await post(https, publicUrl, '/api/auth/two-factor/verify-totp', { code: totp(secret) }, cookie)).status,
    ).toBe(200);

    const challenge = await signIn();
    expect(((await challenge.json()) as { twoFactorRedirect?: boolean }).twoFactorRedirect).toBe(true);
    const headers = challenge.headers.getSetCookie();
    expect(headers.some((h) => parseSetCookie(h).name === '__Host-deploia.two_factor')).toBe(true);
    for (const header of headers) expectHostCookie(header);
  });

  it('are plain HttpOnly, SameSite=Lax cookies without Secure over http (development)', async () => {
    await createUser(https.database.db, { email: 'http@example.com', password: 'Cookies-de-dev-2026' });
    const origin = 'http://localhost:3000';
    const res = await post(http, origin, '/api/auth/sign-in/email', {
      email: 'http@example.com',
      password: 'Cookies-de-dev-2026',
    });
    const session = res.headers
      .getSetCookie()
      .map(parseSetCookie)
      .find((c) => c.name === 'deploia.session_token');
    expect(session?.attrs.has('httponly')).toBe(true);
    expect(session?.attrs.get('samesite')?.toLowerCase()).toBe('lax');
    expect(session?.attrs.has('secure')).toBe(false);
  });
});

describe('the language cookie over https', () => {
  it('is __Host-language, Secure, for the whole site and this host only', async () => {
    const request = new Request(`${publicUrl}/preferences/language`, {
      method: 'POST',
      headers: { origin: publicUrl, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ language: 'de', redirectTo: '/about' }),
    });
    const { context } = await pageContext(https.testApp, request.headers);
    const res = (await languageAction({
      request,
      context,
      params: {},
      url: new URL(request.url),
    } as never)) as Response;
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/about');
    const cookie = parseSetCookie(res.headers.get('set-cookie') ?? '');
    expect(cookie).toMatchObject({ name: '__Host-language', value: 'de' });
    expect(cookie.attrs.has('secure')).toBe(true);
    expect(cookie.attrs.get('path')).toBe('/');
    expect(cookie.attrs.has('domain')).toBe(false);
  });
});
