import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { createRequestHandler, RouterContextProvider, type ServerBuild } from 'react-router';
import { depsContext, requestContext as routerRequestContext, viewerContext } from '../app/context.ts';
import type { Config } from '../config/env.server.ts';
import type { CoreDeps } from '../core/deps.ts';
import { isPublicMediaKey } from '../core/media/public-media.ts';
import { resolveLocale } from '../i18n/config.ts';
import { apiV1 } from './api/v1/index.ts';
import { type ClientIpVars, trustedClientIp } from './auth/client-ip.ts';
import { authCookieOptions } from './auth/cookies.ts';
import type { Auth } from './auth/create-auth.ts';
import { hideTokenFromBrowsers } from './auth/hide-token-from-browsers.ts';
import { compression } from './middleware/compression.ts';
import { toErrorResponse } from './middleware/errors.ts';
import { notModified } from './middleware/not-modified.ts';
import { originCheck } from './middleware/origin-check.ts';
import { readYourWrites } from './middleware/read-your-writes.ts';
import { recentlyViewedPrivacy } from './middleware/recently-viewed.ts';
import { type ReferralVars, referralLinks } from './middleware/referral.ts';
import { type RequestVars, requestContext } from './middleware/request-context.ts';
import { responseCache } from './middleware/response-cache.ts';
import { type CspVars, securityHeaders } from './middleware/security-headers.ts';
import { serverTiming, type TimingVars, timeRender } from './middleware/server-timing.ts';
import { sharedCaching } from './middleware/shared-caching.ts';
import { type ViewerVars, viewerMiddleware } from './middleware/viewer.ts';
import { wellFormedInput } from './middleware/well-formed-input.ts';
import { type ReadinessSources, readiness } from './readiness.ts';
import { webhooks } from './webhooks.ts';

export interface AppOptions {
  config: Config;
  deps: CoreDeps;
  auth: Auth;
  /** The React Router server build, or a loader for it (Vite in development). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Directory of the client build; absent in development where Vite serves assets. */
  clientDir?: string;
  /** What /readyz checks beyond the database and the file store, and whether the instance is draining. */
  lifecycle?: Pick<ReadinessSources, 'jobs' | 'replica' | 'draining'>;
}

type Env = {
  Variables: RequestVars & ClientIpVars & CspVars & TimingVars & ViewerVars & ReferralVars & { deps: CoreDeps };
};

/** Pages and the public catalogue API; not assets (cached by browsers), media, health or other API paths. */
const isPublicContent = (path: string) =>
  path.startsWith('/api/v1/products') ||
  path.startsWith('/api/v1/search/') ||
  path.startsWith('/api/v1/categories') ||
  path.startsWith('/api/v1/sellers/') ||
  !/^\/(api|assets|media|healthz|readyz)(\/|$)/.test(path);

/** Middleware order and mounts (DESIGN.md §2). */
export function createApp({ config, deps, auth, build, clientDir, lifecycle = {} }: AppOptions) {
  const app = new Hono<Env>();
  const oauthProviders = (['google', 'github'] as const).filter((p) => config.oauth[p]);
  const handleRequest = createRequestHandler(build, config.isProduction ? 'production' : 'development');

  // A draining instance closes each connection after its answer, so that keep-alive clients (a balancer's pool)
  // move to another instance before this one stops listening.
  app.use(async (c, next) => {
    await next();
    if (lifecycle.draining?.()) c.header('Connection', 'close');
  });

  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  app.get('/readyz', async (c) => {
    const { httpStatus, body } = await readiness({ ...deps, ...lifecycle });
    if (httpStatus !== 200 && body.status !== 'draining') deps.log.warn({ readiness: body }, 'not ready');
    c.header('Cache-Control', 'no-store');
    return c.json(body, httpStatus);
  });
  // Better Auth's answers carry no timings: a clock finer than the network's next to its enumeration defences.
  app.use(serverTiming({ skip: (path) => path.startsWith('/api/auth/') }));
  // Before the cache: a partner link is counted and answered with a redirect, never with a cached page.
  app.use(
    referralLinks({
      db: deps.db,
      clock: deps.clock,
      log: deps.log,
      secure: config.publicUrl.startsWith('https:'),
      trustedProxies: config.trustedProxies,
    }),
  );
  // Outside the caches too: a page for a browser holding the « Récemment consultés » cookie is private (decision 0040).
  app.use(recentlyViewedPrivacy);
  // Outside the caches: a write's answer gets the cookie that sends this browser's catalogue reads to the primary
  // for a few seconds, and the cookie keeps its requests away from any cached answer (decision 0037).
  // Only with a replica: without one every read is already the primary's, and the cookie would only keep a browser
  // out of the response cache after each write.
  if (deps.readDb !== deps.db) {
    app.use(
      readYourWrites({ seconds: config.readReplica.stickySeconds, secure: config.publicUrl.startsWith('https:') }),
    );
  }
  app.use(notModified());
  app.use(responseCache({ ttlSeconds: config.responseCacheSeconds, cacheable: isPublicContent, log: deps.log }));
  app.use(trustedClientIp(config.trustedProxies));
  app.use(requestContext(deps.log));
  app.use(securityHeaders({ production: config.isProduction, https: config.publicUrl.startsWith('https:') }));
  app.use(compression());
  app.use(sharedCaching({ ...config.sharedCache, cacheable: isPublicContent }));
  app.use(async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  app.use(timeRender());
  app.use(wellFormedInput);

  if (clientDir) {
    app.use(
      '/assets/*',
      async (c, next) => {
        await next();
        if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
      serveStatic({ root: clientDir, precompressed: true }),
    );
    app.use('/favicon.svg', serveStatic({ root: clientDir }));
    app.use('/placeholder.svg', serveStatic({ root: clientDir }));
  }
  app.get('/media/*', async (c) => {
    const key = decodeURIComponent(c.req.path.slice('/media/'.length));
    const file = isPublicMediaKey(key) ? await deps.files.open(key) : null;
    if (!file) return c.notFound();
    return c.body(file.body, 200, {
      'Content-Type': file.contentType,
      'Content-Length': String(file.size),
      'Cache-Control': 'public, max-age=86400',
    });
  });

  app.on(['GET', 'POST'], '/api/auth/*', async (c) => hideTokenFromBrowsers(c.req.raw, await auth.handler(c.req.raw)));

  // Providers post from their servers: no Origin to check, the signature authenticates them.
  app.route('/webhooks', webhooks);
  app.use(originCheck(config.publicUrl));
  app.use(viewerMiddleware(auth, deps.db, deps.clock, authCookieOptions(config).cookiePrefix));
  app.route('/api/v1', apiV1(config.publicUrl, { adminRequire2fa: config.adminRequire2fa }));

  app.all('*', (c) => {
    const context = new RouterContextProvider();
    context.set(depsContext, deps);
    context.set(viewerContext, {
      viewer: c.var.viewer,
      auth,
      adminRequire2fa: config.adminRequire2fa,
      oauthProviders,
    });
    context.set(routerRequestContext, {
      requestId: c.var.requestId,
      nonce: c.var.nonce,
      log: c.var.log,
      locale: resolveLocale(new URL(c.req.url), c.req.header('cookie') ?? null),
      publicUrl: config.publicUrl,
      outboxMail: !config.smtp,
      referralToken: c.var.referralToken,
      clientIp: c.var.clientIp,
    });
    return handleRequest(c.req.raw, context);
  });

  app.onError(toErrorResponse);
  return app;
}
