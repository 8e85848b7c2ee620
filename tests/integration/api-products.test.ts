import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import Listing, { loader as listingLoader } from '../../app/routes/market/listing.tsx';
import { createCategory, createProduct } from '../../db/factories/index.ts';
import { routeArgs } from '../setup/page-context.ts';
import { createTestApp } from '../setup/test-app.ts';
import { setUpTestApp } from '../setup/test-app-hooks.ts';
import { renderPage } from '../support/render-page.tsx';

const ctx = setUpTestApp();

beforeAll(async () => {
  const agents = await createCategory(ctx.database.db, {
    slug: 'agents',
    labels: { fr: 'Agents Autonomes', en: 'Autonomous Agents', es: 'Agentes autónomos', de: 'Autonome Agenten' },
  });
  await createProduct(ctx.database.db, {
    categoryId: agents.id,
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

describe('GET /api/v1/products: search help', () => {
  it('answers meta.didYouMean for a misspelt query, and none for a good one', async () => {
    const typo = await (await ctx.app.request('/api/v1/products?q=linkedn')).json();
    expect(typo.data.map((p: { slug: string }) => p.slug)).toEqual(['agent-sdr-linkedin']);
    expect(typo.meta.didYouMean).toBe('linkedin');
    const good = await (await ctx.app.request('/api/v1/products?q=linkedin')).json();
    expect(good.meta.total).toBe(1);
    expect(good.meta).not.toHaveProperty('didYouMean');
  });

  it('ignores an unknown category (200, meta.unknown_category) and names a known one', async () => {
    const res = await ctx.app.request('/api/v1/products?category=licornes');
    expect(res.status).toBe(200);
    const unknown = await res.json();
    expect(unknown.meta).toMatchObject({ total: 1, unknown_category: 'licornes' });
    const known = await (await ctx.app.request('/api/v1/products?category=agents')).json();
    expect(known.meta.selected_categories).toEqual([expect.objectContaining({ slug: 'agents' })]);
    expect(known.meta).not.toHaveProperty('unknown_category');
  });
});

describe('/market', () => {
  const load = async (path: string) => listingLoader(await routeArgs(ctx.testApp, path, null));
  const page = (loaderData: unknown, url: string) => renderPage('/market', Listing, { loaderData }, 'fr', { url });

  it('titles a category listing with the category’s name, searched or not', async () => {
    const category = await load('/market?category=agents');
    expect(category).toMatchObject({ heading: 'Agents Autonomes', title: 'Agents Autonomes — Marketplace Déploia' });
    expect(page(category, '/market?category=agents')).toContain('<h1 class="text-3xl font-bold">Agents Autonomes</h1>');
    expect((await load('/market?category=agents&q=linkedin')).heading).toBe(
      'Résultats pour «\u00a0linkedin\u00a0» dans Agents Autonomes',
    );
  });

  it('shows every product for an unknown category, with a notice, and links without it', async () => {
    const unknown = await load('/market?category=licornes&q=linkedn');
    expect(unknown.listing.meta).toMatchObject({ total: 1, unknown_category: 'licornes', didYouMean: 'linkedin' });
    expect(unknown.state.category).toBeUndefined();
    expect(unknown.canonical).toMatch(/\/market\?q=linkedn$/);
    const html = page(unknown, '/market?category=licornes&q=linkedn');
    expect(html).toContain('Catégorie inconnue\u00a0: «\u00a0licornes\u00a0» — tous les produits sont affichés.');
    // « Vouliez-vous dire linkedin ? » over the results, linking to the corrected query.
    expect(html).toMatch(/Vouliez-vous dire(<!-- -->)? <a [^>]*href="\/market\?q=linkedin"[^>]*>linkedin<\/a>\u00a0\?/);
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
