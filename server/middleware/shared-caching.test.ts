import { Hono } from 'hono';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { compression } from './compression.ts';
import { type RequestVars, requestContext } from './request-context.ts';
import { type CspVars, securityHeaders } from './security-headers.ts';
import { sharedCaching } from './shared-caching.ts';

function app(sharedSeconds = 30) {
  const hono = new Hono<{ Variables: RequestVars & CspVars }>();
  hono.use(requestContext(pino({ level: 'silent' })));
  hono.use(securityHeaders({ production: true, https: false }));
  hono.use(compression());
  hono.use(sharedCaching({ sharedSeconds, staleSeconds: 60, cacheable: (path) => !path.startsWith('/api/v1/me') }));
  const page = (nonce: string) => `<script nonce="${nonce}">boot()</script><main>${'Agents IA '.repeat(200)}</main>`;
  hono.get('/', (c) => c.html(page(c.get('nonce'))));
  hono.get('/own', (c) => c.text('robots', 200, { 'Cache-Control': 'public, max-age=3600' }));
  hono.get('/secret', (c) => c.html(page(c.get('nonce')), 200, { 'Cache-Control': 'private, no-store' }));
  hono.get('/cookie', (c) => c.html(page(c.get('nonce')), 200, { 'Set-Cookie': 'a=b' }));
  hono.get('/missing', (c) => c.html(page(c.get('nonce')), 404));
  hono.get('/api/v1/me', (c) => c.json({ me: 1 }));
  return hono;
}

const csp = (res: Response) => res.headers.get('content-security-policy') ?? '';

describe('sharedCaching', () => {
  it('makes an anonymous page shareable: ETag, public policy for shared caches only, Vary, scripts by hash', async () => {
    const res = await app().request('/', { headers: { 'accept-encoding': 'br' } });
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=60');
    expect(res.headers.get('vary')).toBe('Cookie, Accept-Encoding');
    expect(res.headers.get('etag')).toMatch(/^W\/"/);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(csp(res)).toMatch(/script-src 'self' 'sha256-[\w+/=]+';/);
    expect(csp(res)).not.toContain('nonce-');
  });

  it('gives two renders of the same page the same ETag in every encoding', async () => {
    const hono = app();
    const tags = await Promise.all(
      ['br', 'gzip', 'identity'].map(async (encoding) =>
        (await hono.request('/', { headers: { 'accept-encoding': encoding } })).headers.get('etag'),
      ),
    );
    expect(new Set(tags).size).toBe(1);
  });

  it('leaves alone whatever is personal, an error, or a path that is not public content', async () => {
    const hono = app();
    const personal = [
      await hono.request('/', { headers: { cookie: 'language=en; deploia.session_token=abc' } }),
      await hono.request('/', { headers: { authorization: 'Bearer abc' } }),
      await hono.request('/secret'),
      await hono.request('/cookie'),
      await hono.request('/missing'),
      await hono.request('/api/v1/me'),
    ];
    for (const res of personal) {
      expect(res.headers.get('etag')).toBeNull();
      expect(res.headers.get('cache-control') ?? '').not.toContain('public');
      expect(csp(res)).toContain("'nonce-");
    }
  });

  it('keeps a policy the route chose, and the language cookie alone still counts as anonymous', async () => {
    const own = await app().request('/own');
    expect(own.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(own.headers.get('etag')).toMatch(/^W\//);
    const english = await app().request('/', { headers: { cookie: 'language=en' } });
    expect(english.headers.get('cache-control')).toContain('public');
  });

  it('asks every cache to revalidate when shared caching is off', async () => {
    const res = await app(0).request('/');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('etag')).toMatch(/^W\//);
  });
});
