import { RouterContextProvider } from 'react-router';
import { depsContext, requestContext, viewerContext } from '../../app/context.ts';
import type { Viewer } from '../../core/accounts/viewer.ts';
import { resolveViewer } from '../../server/auth/resolve-viewer.ts';
import type { createTestApp } from './test-app.ts';
import { testOrigin } from './test-app-hooks.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * The React Router context `server/app.ts` builds for a page request, on a test app: for calling a route's
 * loader or action directly (the test app renders no pages). The viewer is resolved from the request's
 * cookies, as the server does.
 */
export async function pageContext(testApp: TestApp, headers: Headers = new Headers()) {
  const { viewer } = await resolveViewer(testApp.auth, testApp.deps.db, testApp.deps.clock, headers);
  const context = new RouterContextProvider();
  context.set(depsContext, testApp.deps);
  context.set(viewerContext, { viewer, auth: testApp.auth, adminRequire2fa: false, oauthProviders: [] });
  context.set(requestContext, {
    requestId: 'test',
    nonce: 'test',
    log: testApp.deps.log,
    locale: 'fr',
    publicUrl: testApp.config.publicUrl,
    outboxMail: true,
    clientIp: headers.get('x-forwarded-for'),
  });
  return { context, viewer };
}

/** What a loader or action answered with `data()`: its value and status (200 when it set none). */
export function answerOf<T>(result: unknown): { data: T; status: number; headers: Headers } {
  const r = result as { type?: string; data?: T; init?: ResponseInit | null };
  if (r && r.type === 'DataWithResponseInit') {
    return { data: r.data as T, status: r.init?.status ?? 200, headers: new Headers(r.init?.headers) };
  }
  return { data: result as T, status: 200, headers: new Headers() };
}

/**
 * A route's loader or action arguments for `viewer` (null: a visitor), signed in as the page context would have
 * resolved them; `init` makes the request (a form post), `adminRequire2fa` turns on the second-factor rule.
 */
export async function routeArgs(
  testApp: TestApp,
  path: string,
  viewer: Viewer | null,
  {
    init,
    params = {},
    adminRequire2fa,
  }: { init?: RequestInit; params?: Record<string, string>; adminRequire2fa?: boolean } = {},
) {
  const url = new URL(path, testOrigin);
  const { context } = await pageContext(testApp);
  const current = context.get(viewerContext);
  context.set(viewerContext, { ...current, viewer, adminRequire2fa: adminRequire2fa ?? current.adminRequire2fa });
  return { url, request: new Request(url, init), context, params } as never;
}

/**
 * A form post to `path` from the site by the holder of `cookie` (the Cookie header of a signed-in browser), with the
 * page context and the viewer the server resolves from it: an action's arguments but for the body.
 */
export async function postFrom(testApp: TestApp, path: string, cookie: string) {
  const request = new Request(`${testOrigin}${path}`, { method: 'POST', headers: { cookie, origin: testOrigin } });
  const { context, viewer } = await pageContext(testApp, request.headers);
  return { request, context, viewer: viewer! };
}
