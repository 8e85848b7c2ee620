import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { createProduct } from '../../db/factories/index.ts';
import { createTestApp } from '../setup/test-app.ts';
import { setUpTestApp } from '../setup/test-app-hooks.ts';

const ctx = setUpTestApp();

beforeAll(async () => {
  await createProduct(ctx.database.db, {
    slug: 'agent-sdr-linkedin',
    title: 'Agent SDR autonome pour LinkedIn',
    description: '## Titre\n\n<script>alert(1)</script> [lien](javascript:alert(1))',
  });
  await createProduct(ctx.database.db, {
    slug: 'brouillon',
    title: 'Brouillon secret',
    status: 'draft',
    publishedAt: null,
  });
});

describe('GET /api/v1/products', () => {
  it('answers a page of products with meta and facets', async () => {
    const res = await ctx.app.request('/api/v1/products?per_page=10&utm_source=x');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({ slug: 'agent-sdr-linkedin', priceCents: 4900, billing: 'one_time' });
    expect(body.meta).toMatchObject({ total: 1, page: 1, per_page: 10, sort: 'new' });
    expect(body.meta.facets.category).toHaveLength(2);
  });

  it.each([
    ['page=abc', 'page'],
    ['page=0', 'page'],
    ['per_page=101', 'per_page'],
    ['min_price=-5', 'min_price'],
    ['page=10001', 'page'],
    ['language=xx', 'language'],
    ['billing=weekly', 'billing'],
  ])('refuses %s with a 400 in the error shape', async (qs, field) => {
    const res = await ctx.app.request(`/api/v1/products?${qs}`);
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error).toMatchObject({ code: 'invalid_request', message: 'Paramètres invalides' });
    expect(body.error.details[0].path).toBe(field);
  });

  it('answers page 10 000 with no products and the true total', async () => {
    const res = await ctx.app.request('/api/v1/products?page=10000');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.data).toEqual([]);
    expect(body.meta).toMatchObject({ page: 10000, total: 1 });
  });

  it('accepts an over-long q by cutting it', async () => {
    const res = await ctx.app.request(`/api/v1/products?q=${'agent%20'.repeat(100)}`);
    expect(res.status).toBe(200);
  });
});

describe('GET /api/v1/products/:slug', () => {
  it('answers the product with sanitised description HTML', async () => {
    const res = await ctx.app.request('/api/v1/products/agent-sdr-linkedin');
    expect(res.status).toBe(200);
    const { data } = await res.json();
    expect(data.title).toBe('Agent SDR autonome pour LinkedIn');
    expect(data.descriptionHtml).toContain('<h3>Titre</h3>');
    expect(data.descriptionHtml).toContain('&lt;script&gt;');
    expect(data.descriptionHtml).not.toContain('<script>');
    expect(data.descriptionHtml).not.toContain('href="javascript:');
  });

  it.each(['brouillon', 'inconnu'])('answers 404 for %s (draft or unknown)', async (slug) => {
    const res = await ctx.app.request(`/api/v1/products/${slug}`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: 'product_not_found', message: 'Produit introuvable' } });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await ctx.app.request('/api/v1/nothing-here');
    expect(res.status).toBe(404);
    expect((await res.json()).error.code).toBe('not_found');
  });
});

describe('GET /api/v1/search/suggest', () => {
  it('suggests titles whose words start with the typed words, without accents', async () => {
    for (const q of ['agent sd', 'Àgent', 'autonome link']) {
      const res = await ctx.app.request(`/api/v1/search/suggest?q=${encodeURIComponent(q)}`);
      expect(res.status).toBe(200);
      expect((await res.json()).data).toEqual([
        { slug: 'agent-sdr-linkedin', title: 'Agent SDR autonome pour LinkedIn', category: expect.any(String) },
      ]);
    }
  });

  it('reads every typed word but the last as a whole word', async () => {
    for (const [q, found] of [
      ['agent sdr', 1],
      ['agen sdr', 0],
    ] as const) {
      const res = await ctx.app.request(`/api/v1/search/suggest?q=${encodeURIComponent(q)}`);
      expect((await res.json()).data, q).toHaveLength(found);
    }
  });

  it('suggests nothing for one letter, punctuation or an unpublished title', async () => {
    for (const q of ['a', '%_*', '', 'brouillon']) {
      const res = await ctx.app.request(`/api/v1/search/suggest?q=${encodeURIComponent(q)}`);
      expect((await res.json()).data).toEqual([]);
    }
  });
});

describe('GET /api/v1/openapi.json', () => {
  it('describes the products endpoints in OpenAPI 3.1 from the shared schema', async () => {
    const res = await ctx.app.request('/api/v1/openapi.json');
    const doc = await res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/products', '/products/{slug}', '/search/suggest']),
    );
    const names = doc.paths['/products'].get.parameters.map((p: { name: string }) => p.name);
    expect(names).toEqual([
      'q',
      'category',
      'sort',
      'min_price',
      'max_price',
      'rating',
      'language',
      'billing',
      'page',
      'per_page',
    ]);
    const sort = doc.paths['/products'].get.parameters.find((p: { name: string }) => p.name === 'sort');
    expect(sort.schema.enum).toEqual(['new', 'top', 'price_asc', 'price_desc', 'rating', 'relevance']);
  });
});

describe('server basics', () => {
  it('answers /healthz and /readyz once migrations are applied', async () => {
    expect((await ctx.app.request('/healthz')).status).toBe(200);
    const ready = await ctx.app.request('/readyz');
    expect(ready.status).toBe(200);
    const body = await ready.json();
    expect(body).toMatchObject({
      status: 'ready',
      checks: { database: { status: 'up' }, storage: { status: 'up', kind: 'local' }, jobs: { status: 'up' } },
    });
    expect(body.migrations.applied).toBe(body.migrations.expected);
  });

  it('sets security headers with a fresh CSP nonce per request', async () => {
    const [a, b] = await Promise.all([
      ctx.app.request('/api/v1/openapi.json'),
      ctx.app.request('/api/v1/openapi.json'),
    ]);
    const csp = a.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{24}'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toBe(b.headers.get('content-security-policy'));
    expect(a.headers.get('x-content-type-options')).toBe('nosniff');
    expect(a.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(a.headers.get('strict-transport-security')).toBeNull();
    expect(a.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends HSTS when served over https', async () => {
    const { app: secure, close } = await createTestApp(ctx.database, { PUBLIC_URL: 'https://deploia.example' });
    onTestFinished(close);
    expect((await secure.request('/healthz')).headers.get('strict-transport-security')).toBeNull();
    expect((await secure.request('/api/v1/products')).headers.get('strict-transport-security')).toContain('max-age=');
  });

  it('keeps a sane incoming request id and replaces a hostile one', async () => {
    const kept = await ctx.app.request('/api/v1/products', { headers: { 'x-request-id': 'abc12345-lb' } });
    expect(kept.headers.get('x-request-id')).toBe('abc12345-lb');
    const replaced = await ctx.app.request('/api/v1/products', {
      headers: { 'x-request-id': 'x<script>alert(1)</script>' },
    });
    expect(replaced.headers.get('x-request-id')).not.toContain('<');
  });

  it('compresses JSON with brotli, or gzip, as the client accepts', async () => {
    const br = await ctx.app.request('/api/v1/openapi.json', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toContain('Accept-Encoding');
    const gz = await ctx.app.request('/api/v1/openapi.json', { headers: { 'accept-encoding': 'gzip, br;q=0' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    const none = await ctx.app.request('/api/v1/openapi.json', { headers: { 'accept-encoding': 'identity' } });
    expect(none.headers.get('content-encoding')).toBeNull();
    expect((await none.json()).openapi).toBe('3.1.0');
  });

  it('refuses media paths that climb out of the upload folder', async () => {
    const res = await ctx.app.request('/media/..%2F..%2Fetc%2Fpasswd');
    expect(res.status).toBe(404);
  });
});
