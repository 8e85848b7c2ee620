import type { Browser } from 'playwright-core';
import { expect, inject } from 'vitest';
import type { Persona } from '../setup/e2e-accounts.ts';
import { baseUrl, openPage, type PageOptions, type Viewport } from './browser.ts';

export interface SessionCookie {
  name: string;
  value: string;
}

/** A new session of the persona (signed in as a browser on the site is), as cookies. */
export async function signIn(persona: Persona): Promise<SessionCookie[]> {
  const account = inject('accounts')[persona];
  const res = await fetch(`${baseUrl()}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl() },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  expect(res.status).toBe(200);
  return res.headers.getSetCookie().map((cookie) => {
    const [pair = ''] = cookie.split(';');
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1) };
  });
}

/**
 * A session made in the database before the server started: no sign-in, so the sign-in rate limits (10 in 15 minutes
 * per address, and all e2e browsers share 127.0.0.1) are left to the tests that exercise signing in.
 */
export function madeSession(
  persona:
    | 'customer'
    | 'admin'
    | 'applicant'
    | 'seller'
    | 'partner'
    | 'aspirant'
    | 'refundee'
    | 'listener'
    | 'newcomer',
): SessionCookie[] {
  return inject('madeSessions')
    [persona].split('; ')
    .map((pair) => {
      const at = pair.indexOf('=');
      return { name: pair.slice(0, at), value: pair.slice(at + 1) };
    });
}

/** The cookies as a Cookie header, for calls made outside the browser. */
export const cookieHeader = (session: SessionCookie[]) => session.map((c) => `${c.name}=${c.value}`).join('; ');

/** A call to the site outside the browser with the session's cookies, from the site's origin; `body` goes as JSON. */
export const callAs = (session: SessionCookie[], method: string, path: string, body?: unknown) =>
  fetch(`${baseUrl()}${path}`, {
    method,
    headers: {
      cookie: cookieHeader(session),
      origin: baseUrl(),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });

/** A page (see openPage) carrying the session's cookies. */
export async function openSignedIn(
  browser: Browser,
  session: SessionCookie[],
  viewport: Viewport = { width: 1280, colorScheme: 'light' },
  options: PageOptions = {},
) {
  const opened = await openPage(browser, viewport, options);
  await opened.page
    .context()
    .addCookies(session.map((c) => ({ ...c, url: baseUrl(), httpOnly: true, sameSite: 'Lax' as const })));
  return opened;
}
