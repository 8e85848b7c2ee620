import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { RouterContextProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { depsContext, requestContext, viewerContext } from '../../app/context.ts';
import { createProduct, createUser } from '../../db/factories/index.ts';
import { createApp } from '../../server/app.ts';
import { setUpTestApp } from '../setup/test-app-hooks.ts';
import { stubPageBuild } from '../support/page-build.ts';
import { parseServerTiming } from '../support/server-timing.ts';

/**
 * A one-route React Router build standing in for the app's pages: its loader queries the database and names the
 * signed-in viewer, its document carries two inline scripts with the request's nonce, as the real entry does.
 */
const pageBuild = stubPageBuild({
  rootLoader: async ({ context }: { context: RouterContextProvider }) => {
    await context.get(depsContext).db.execute(sql`select count(*) from products`);
    return { viewer: context.get(viewerContext).viewer?.email ?? null };
  },
  document: (_request, status, headers, context, loadContext) => {
    const { nonce } = loadContext.get(requestContext);
    const viewer = (context.staticHandlerContext.loaderData.root as { viewer: string | null } | undefined)?.viewer;
    headers.set('Content-Type', 'text/html; charset=utf-8');
    const html =
      `<!DOCTYPE html><html><head><script nonce="${nonce}">document.documentElement.dataset.theme = "light"</script>` +
      `</head><body><p>${viewer ?? 'visiteur'}</p><script type="module" nonce="${nonce}">import "/assets/entry.js";</script></body></html>`;
    return new Response(html, { status, headers });
  },
});

const ctx = setUpTestApp();
/** Without the response cache: every answer rendered. */
let app: ReturnType<typeof createApp>;
/** With it (10 s), as in production. */
let cached: ReturnType<typeof createApp>;
let slug: string;

beforeAll(async () => {
  const { config, deps, auth } = ctx.testApp;
  app = createApp({ config: { ...config, responseCacheSeconds: 0 }, deps, auth, build: pageBuild });
  cached = createApp({ config: { ...config, responseCacheSeconds: 10 }, deps, auth, build: pageBuild });
  slug = (await createProduct(ctx.database.db, { title: 'Agent de support client' })).slug;
});

async function sessionCookie(email: string) {
  await createUser(ctx.database.db, { email, password: 'Mot-de-passe-2026!' });
  return ctx.signInCookies(email, 'Mot-de-passe-2026!');
}

/** The inline scripts of a document: their nonce attribute and the base64 SHA-256 of their text. */
function inlineScripts(html: string) {
  return [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)].map(([, attributes = '', text = '']) => ({
    nonce: /nonce="([^"]+)"/.exec(attributes)?.[1],
    hash: createHash('sha256').update(text).digest('base64'),
  }));
}

const scriptSrc = (res: Response) =>
  res.headers
    .get('content-security-policy')
    ?.split('; ')
    .find((directive) => directive.startsWith('script-src')) ?? '';

describe('an anonymous page', () => {
  it('may be kept by a CDN for a few seconds, never by the browser, and varies by cookie and encoding', async () => {
    const res = await app.request('/market', { headers: { 'accept-encoding': 'br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=10, stale-while-revalidate=60');
    expect(res.headers.get('vary')).toBe('Cookie, Accept-Encoding');
    expect(res.headers.get('etag')).toMatch(/^W\/"[\w-]+"$/);
  });

  it('allows exactly its inline scripts, by hash, and names no nonce', async () => {
    const res = await app.request('/market');
    const scripts = inlineScripts(await res.text());
    expect(scripts).toHaveLength(2);
    expect(scriptSrc(res)).toBe(`script-src 'self' ${scripts.map((s) => `'sha256-${s.hash}'`).join(' ')}`);
  });

  it('keeps its ETag from one render to the next, and answers 304 to a browser or CDN that holds it', async () => {
    const first = await app.request('/market');
    const second = await app.request('/market');
    expect(second.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));
    const etag = first.headers.get('etag') ?? '';
    expect(second.headers.get('etag')).toBe(etag);

    const revalidated = await app.request('/market', { headers: { 'if-none-match': etag } });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe('');
    expect(revalidated.headers.get('etag')).toBe(etag);
    expect(revalidated.headers.get('cache-control')).toContain('s-maxage=10');
    expect((await app.request('/market', { headers: { 'if-none-match': 'W/"older"' } })).status).toBe(200);
  });

  it('is never handed to a signed-in visitor, even one whose browser holds its ETag', async () => {
    const etag = (await app.request('/market')).headers.get('etag') ?? '';
    const cookie = await sessionCookie('etag-perso@example.com');
    const res = await app.request('/market', { headers: { cookie, 'if-none-match': etag } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('etag')).toBeNull();
    const html = await res.text();
    expect(html).toContain('etag-perso@example.com');
    // A personal page keeps its per-request nonce, on every inline script.
    const nonces = new Set(inlineScripts(html).map((s) => s.nonce));
    expect(nonces.size).toBe(1);
    expect(scriptSrc(res)).toBe(`script-src 'self' 'nonce-${[...nonces][0]}'`);
  });
});

describe('the in-process response cache', () => {
  it('replays a page with no nonce at all: each replay allows the same scripts by hash', async () => {
    const miss = await cached.request('/product/x');
    const replays = [await cached.request('/product/x'), await cached.request('/product/x')];
    expect(miss.headers.get('x-cache')).toBe('MISS');
    for (const replay of replays) {
      expect(replay.headers.get('x-cache')).toBe('HIT');
      const scripts = inlineScripts(await replay.text());
      expect(scripts.length).toBeGreaterThan(0);
      for (const { hash } of scripts) expect(scriptSrc(replay)).toContain(`'sha256-${hash}'`);
      expect(scriptSrc(replay)).not.toContain('nonce-');
    }
  });

  it('answers 304 from memory to a visitor holding the ETag', async () => {
    const etag = (await cached.request('/seller/s')).headers.get('etag') ?? '';
    const res = await cached.request('/seller/s', { headers: { 'if-none-match': etag } });
    expect(res.status).toBe(304);
    expect(res.headers.get('x-cache')).toBe('HIT');
    expect(parseServerTiming(res.headers.get('server-timing')).db).toBe(0);
  });
});

describe('the catalogue API', () => {
  const paths = () => [
    '/api/v1/products',
    `/api/v1/products/${slug}`,
    `/api/v1/products/${slug}/reviews`,
    '/api/v1/search/suggest?q=agent',
  ];

  it('answers with an ETag and a public policy, and 304 when the caller holds the ETag', async () => {
    for (const path of paths()) {
      const res = await app.request(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('public, max-age=0, s-maxage=10, stale-while-revalidate=60');
      const etag = res.headers.get('etag') ?? '';
      expect(etag, path).toMatch(/^W\//);
      expect((await app.request(path)).headers.get('etag'), path).toBe(etag);
      const revalidated = await app.request(path, { headers: { 'if-none-match': etag } });
      expect(revalidated.status, path).toBe(304);
    }
  });

  it('keeps an answer to a signed-in caller private', async () => {
    await createUser(ctx.database.db, { email: 'api-etag@example.com', password: 'Mot-de-passe-2026!' });
    const token = await ctx.bearerToken('api-etag@example.com', 'Mot-de-passe-2026!');
    const res = await app.request('/api/v1/products', { headers: { authorization: `Bearer ${token}` } });
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('etag')).toBeNull();
  });
});

describe('Server-Timing', () => {
  it('tells the database, render and total times of pages and API answers', async () => {
    for (const path of ['/market', '/api/v1/products']) {
      const timing = parseServerTiming((await app.request(path)).headers.get('server-timing'));
      expect(Object.keys(timing), path).toEqual(['db', 'render', 'total']);
      expect(timing.db, path).toBeGreaterThan(0);
      // Concurrent queries each count towards db, which may then exceed the render's wall time.
      expect(timing.render, path).toBeGreaterThan(0);
      expect(timing.total, path).toBeGreaterThanOrEqual(timing.render!);
    }
  });

  it('never mixes the database time of concurrent requests', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => app.request(i % 2 ? `/api/v1/products?q=agent${i}` : '/api/v1/openapi.json')),
    );
    answers.forEach((res, i) => {
      const { db } = parseServerTiming(res.headers.get('server-timing'));
      if (i % 2) expect(db, `request ${i}`).toBeGreaterThan(0);
      else expect(db, `request ${i}`).toBe(0);
    });
  });
});
