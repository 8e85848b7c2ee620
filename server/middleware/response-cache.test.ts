import { Hono } from 'hono';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { type RequestVars, requestContext } from './request-context.ts';
import { responseCache } from './response-cache.ts';
import { securityHeaders } from './security-headers.ts';

function setup(options: { ttlSeconds?: number; maxEntries?: number } = {}) {
  let clock = 1_000_000;
  let renders = 0;
  const app = new Hono<{ Variables: RequestVars }>();
  const log = pino({ level: 'silent' });
  app.use(
    responseCache({
      ttlSeconds: options.ttlSeconds ?? 10,
      maxEntries: options.maxEntries,
      cacheable: (path) => !path.startsWith('/private'),
      log,
      now: () => clock,
    }),
  );
  app.use(requestContext(log));
  app.use(securityHeaders({ production: true, https: false }));
  app.get('*', async (c) => {
    renders++;
    await new Promise((r) => setTimeout(r, 5));
    if (c.req.path === '/cookie') c.header('Set-Cookie', 'a=b');
    if (c.req.path === '/missing') return c.text('non', 404);
    return c.text(`render ${renders} nonce ${c.get('nonce')}`);
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
  it('replays an anonymous page with the nonce it was rendered with', async () => {
    const cache = setup();
    const first = await cache.get('/market?q=chatbot');
    const second = await cache.get('/market?q=chatbot');
    expect(first.headers.get('x-cache')).toBe('MISS');
    expect(second.headers.get('x-cache')).toBe('HIT');
    const body = await second.text();
    expect(body).toBe(await first.text());
    // The policy that allows the page's inline scripts travels with them, and so does the id of their render.
    const nonce = body.match(/nonce (\S+)$/)?.[1];
    expect(second.headers.get('content-security-policy')).toContain(`'nonce-${nonce}'`);
    expect(second.headers.get('content-security-policy')).toBe(first.headers.get('content-security-policy'));
    expect(second.headers.get('x-request-id')).toBe(first.headers.get('x-request-id'));
    expect(cache.renders()).toBe(1);
  });

  it('gives every rendered answer a nonce of its own', async () => {
    const cache = setup();
    const [a, b] = [await cache.get('/a'), await cache.get('/b')];
    expect(a.headers.get('content-security-policy')).not.toBe(b.headers.get('content-security-policy'));
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
