import { APIError } from 'better-auth/api';
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../../db/client.ts';
import { createTestApp } from './test-app.ts';
import { openTestDatabase } from './test-database.ts';

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** The origin the app trusts in tests: requests that change state carry it, as a browser on the site would. */
export const testOrigin = 'http://localhost:3000';

/** The `deploia.session_token=…` pair a response set (as a Cookie header), if it set one. */
export const sessionCookie = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .find((c) => c?.startsWith('deploia.session_token='));

/** The live cookies a response set (an expiring one, `name=;`, left out), as the Cookie header to send next. */
export const liveCookiesOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .filter((c) => !c.endsWith('='))
    .join('; ');

/**
 * A request to `testApp` from the test origin with the Cookie header `cookie` (none when empty) and, when `body` is
 * given, a JSON body (a string is sent as it is, for malformed bodies); `headers` add to or replace those.
 */
export const requestJson = (
  testApp: TestApp,
  method: string,
  path: string,
  cookie = '',
  body?: unknown,
  headers: Record<string, string> = {},
) =>
  testApp.app.request(path, {
    method,
    headers: {
      origin: testOrigin,
      ...(cookie ? { cookie } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });

/** Calls for one app: a JSON POST from the test origin, and a phone code sent as /profile sends it. */
function appCalls(get: () => TestApp) {
  /**
   * A JSON POST with the test origin; `headers` add to or replace those. `peer` is the socket's remote address
   * (for apps behind TRUSTED_PROXIES).
   */
  const postJson = (path: string, body: unknown, headers: Record<string, string> = {}, peer?: string) =>
    get().app.request(
      path,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: testOrigin, ...headers },
        body: JSON.stringify(body),
      },
      peer === undefined ? undefined : { incoming: { socket: { remoteAddress: peer } } },
    );
  return {
    get testApp() {
      return get();
    },
    get app() {
      return get().app;
    },
    postJson,
    callJson: (method: string, path: string, cookie = '', body?: unknown, headers: Record<string, string> = {}) =>
      requestJson(get(), method, path, cookie, body, headers),
    /**
     * Signs in as a browser on the site does (a JSON POST with the test origin, from `peer` if given) and answers
     * the Cookie header to send afterwards: every cookie the answer set.
     */
    async signInCookies(email: string, password: string, peer?: string) {
      const res = await postJson('/api/auth/sign-in/email', { email, password }, {}, peer);
      return res.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
    },
    /**
     * Signs in as an API client does (no Origin, no Fetch Metadata), the only kind of caller that is handed the
     * session token, in `set-auth-token` (server/auth/hide-token-from-browsers.ts). Answers the token.
     */
    async bearerToken(email: string, password: string) {
      const res = await get().app.request('/api/auth/sign-in/email', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      const token = res.headers.get('set-auth-token');
      if (res.status !== 200 || !token)
        throw new Error(`API sign-in of ${email} answered ${res.status} without a token`);
      return token;
    },
    /**
     * Sends a phone code as /profile does once it has checked the password: `/phone-number/send-otp` is closed over
     * HTTP (ASVS 5.0 V7.5.1). Answers the status an HTTP call would have had.
     */
    async sendPhoneCode(phoneNumber: string, headers: Record<string, string>) {
      try {
        await get().auth.api.sendPhoneNumberOTP({ body: { phoneNumber }, headers: new Headers(headers) });
        return 200;
      } catch (error) {
        if (error instanceof APIError) return error.statusCode;
        throw error;
      }
    },
  };
}

/** One app's calls: the main app of `setUpTestApp`, or one added with `withApp`. */
export type AppCalls = ReturnType<typeof appCalls>;

function ready<T>(value: T | undefined, name: string): T {
  if (value === undefined) throw new Error(`the test ${name} is opened in beforeAll: use it in hooks and tests`);
  return value;
}

/**
 * A fresh test database and the app on it for this file: opened in `beforeAll`, closed in `afterAll` (the apps,
 * then the database). The getters answer once `beforeAll` has run. `withApp(env)` adds another app on the same
 * database, with other settings, closed with the first.
 */
export function setUpTestApp(env: NodeJS.ProcessEnv = {}) {
  let database: Database | undefined;
  let testApp: TestApp | undefined;
  const others: TestApp[] = [];
  beforeAll(async () => {
    database = await openTestDatabase();
    testApp = await createTestApp(database, env);
  });
  afterAll(async () => {
    await testApp?.close();
    for (const other of others) await other.close();
    await database?.close();
  });
  const calls = appCalls(() => ready(testApp, 'app'));
  return {
    get testApp() {
      return calls.testApp;
    },
    get app() {
      return calls.app;
    },
    postJson: calls.postJson,
    signInCookies: calls.signInCookies,
    callJson: calls.callJson,
    bearerToken: calls.bearerToken,
    sendPhoneCode: calls.sendPhoneCode,
    get database() {
      return ready(database, 'database');
    },
    sessionCookie,
    withApp(otherEnv: NodeJS.ProcessEnv = {}) {
      let other: TestApp | undefined;
      beforeAll(async () => {
        other = await createTestApp(ready(database, 'database'), otherEnv);
        others.push(other);
      });
      return appCalls(() => ready(other, 'app'));
    },
  };
}
