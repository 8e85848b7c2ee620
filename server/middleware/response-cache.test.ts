import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { notModified } from './not-modified.ts';
import { type RequestVars, requestContext } from './request-context.ts';
import { responseCache } from './response-cache.ts';
import { type CspVars, securityHeaders } from './security-headers.ts';
import { sharedCaching } from './shared-caching.ts';

/** The app's chain around the cache: 304s outside it, the per-request middleware and `sharedCaching` inside. */
function setup(options: { ttlSeconds?: number; maxEntries?: number; shareable?: boolean } = {}) {
  let clock = 1_000_000;
  let renders = 0;
  const app = new Hono<{ Variables: RequestVars & CspVars }>();
  const log = pino({ level: 'silent' });
  const cacheable = (path: string) => !path.startsWith('/private');
  app.use(notModified());
  app.use(
    responseCache({
      ttlSeconds: options.ttlSeconds ?? 10,
      maxEntries: options.maxEntries,
      cacheable,
      log,
      now: () => clock,
    }),
  );
  app.use(requestContext(log));
  app.use(securityHeaders({ production: true, https: false }));
  if (options.shareable !== false) app.use(sharedCaching({ sharedSeconds: 10, staleSeconds: 60, cacheable }));
  app.get('*', async (c) => {
    renders++;
    await new Promise((r) => setTimeout(r, 5));
    if (c.req.path === '/cookie') c.header('Set-Cookie', 'a=b');
    if (c.req.path === '/missing') return c.text('non', 404);
    return c.html(`<script nonce="${c.get('nonce')}">boot(${renders})</script><p>render ${renders}</p>`);
  });
  return {
    get: (path: string, headers: Record<string, string> = {}) => app.request(path, { headers }),
    renders: () => renders,
    advance: (ms: number) => {
      clock += ms;
    },
  };
}

describe('responseCache', () => {
  it('replays an anonymous page whose policy allows its scripts by hash, handing out no nonce', async () => {
    const cache = setup();
    const first = await cache.get('/market?q=chatbot');
    const second = await cache.get('/market?q=chatbot');
    expect(first.headers.get('x-cache')).toBe('MISS');
    expect(second.headers.get('x-cache')).toBe('HIT');
    const body = await second.text();
    expect(body).toBe(await first.text());
    // The policy that allows the page's inline script travels with it, and so do its ETag and the id of its render.
    const csp = second.headers.get('content-security-policy');
    expect(csp).not.toContain("'nonce-");
    expect(csp).toContain(`'sha256-${createHash('sha256').update('boot(1)').digest('base64')}'`);
    expect(csp).toBe(first.headers.get('content-security-policy'));
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(second.headers.get('x-request-id')).toBe(first.headers.get('x-request-id'));
    expect(cache.renders()).toBe(1);
  });

  it('never keeps an answer whose policy names a nonce', async () => {
    const cache = setup({ shareable: false });
    const first = await cache.get('/market');
    const second = await cache.get('/market');
    expect(second.headers.get('x-cache')).toBeNull();
    expect(second.headers.get('content-security-policy')).not.toBe(first.headers.get('content-security-policy'));
    expect(cache.renders()).toBe(2);
  });

  it('answers 304 to a replay the visitor already holds, and fills itself from a revalidation', async () => {
    const cache = setup();
    const etag = (await setup().get('/market')).headers.get('etag') ?? '';
    const revalidated = await cache.get('/market', { 'if-none-match': etag });
    expect(revalidated.status).toBe(304);
    const hit = await cache.get('/market', { 'if-none-match': `"other", ${etag}` });
    expect(hit.status).toBe(304);
    expect(hit.headers.get('x-cache')).toBe('HIT');
    expect(hit.headers.get('etag')).toBe(etag);
    expect(await hit.text()).toBe('');
    expect((await cache.get('/market', { 'if-none-match': '"other"' })).status).toBe(200);
    expect(cache.renders()).toBe(1);
  });

  it('renders again once the time to live has passed', async () => {
    const cache = setup({ ttlSeconds: 10 });
    await cache.get('/');
    cache.advance(10_001);
    expect((await cache.get('/')).headers.get('x-cache')).toBe('MISS');
    expect(cache.renders()).toBe(2);
  });

  it('shares one render between concurrent misses', async () => {
    const cache = setup();
    const answers = await Promise.all(Array.from({ length: 5 }, () => cache.get('/product/x')));
    expect(cache.renders()).toBe(1);
    expect(new Set(await Promise.all(answers.map((a) => a.text()))).size).toBe(1);
  });

  it('never serves a cached page to a visitor with a session cookie', async () => {
    const cache = setup();
    await cache.get('/');
    const personal = await cache.get('/', { cookie: 'language=fr; session_token=abc' });
    expect(personal.headers.get('x-cache')).toBeNull();
    expect(cache.renders()).toBe(2);
  });

  it('treats any Authorization header as a signed-in request: neither served from nor stored in the cache', async () => {
    const cache = setup();
    const signedIn = await cache.get('/profile', { authorization: 'Bearer token-of-a-user' });
    expect(signedIn.headers.get('x-cache')).toBeNull();
    const anonymous = await cache.get('/profile');
    expect(anonymous.headers.get('x-cache')).toBe('MISS');
    expect(await anonymous.text()).not.toBe(await signedIn.text());
    const again = await cache.get('/profile', { authorization: 'Basic dXNlcjpwYXNz', cookie: 'language=fr' });
    expect(again.headers.get('x-cache')).toBeNull();
    expect(cache.renders()).toBe(3);
  });

  it('keeps separate entries per language and per accepted encoding', async () => {
    const cache = setup();
    await cache.get('/', { cookie: 'language=en' });
    await cache.get('/', { cookie: 'language=de' });
    await cache.get('/', { cookie: 'language=de', 'accept-encoding': 'br' });
    expect(cache.renders()).toBe(3);
    expect((await cache.get('/', { cookie: 'language=en' })).headers.get('x-cache')).toBe('HIT');
  });

  it('shares one entry between browsers that are answered in the same encoding', async () => {
    const cache = setup();
    await cache.get('/', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect((await cache.get('/', { 'accept-encoding': 'br;q=1.0, gzip;q=0.8' })).headers.get('x-cache')).toBe('HIT');
    expect(cache.renders()).toBe(1);
  });

  it('does not keep responses that set cookies, errors, or private paths', async () => {
    const cache = setup();
    for (const path of ['/cookie', '/missing', '/private/x']) {
      await cache.get(path);
      await cache.get(path);
    }
    expect(cache.renders()).toBe(6);
  });

  it('evicts the oldest entries beyond its size', async () => {
    const cache = setup({ maxEntries: 2 });
    await cache.get('/a');
    await cache.get('/b');
    await cache.get('/c');
    expect((await cache.get('/c')).headers.get('x-cache')).toBe('HIT');
    expect((await cache.get('/a')).headers.get('x-cache')).toBe('MISS');
  });

  it('is off with a zero time to live', async () => {
    const cache = setup({ ttlSeconds: 0 });
    await cache.get('/');
    await cache.get('/');
    expect(cache.renders()).toBe(2);
  });
});
