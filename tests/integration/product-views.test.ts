import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { attributionFromCookie } from '../../core/analytics/attribution-cookie.ts';
import { productViewWindow, recordProductView } from '../../core/analytics/record-product-view.ts';
import { buildViewer, createProduct, createSeller } from '../../db/factories/index.ts';
import { productViewSources, productViews } from '../../db/schema/index.ts';
import { setUpTestApp, testOrigin } from '../setup/test-app-hooks.ts';

const ctx = setUpTestApp();
const db = () => ctx.database.db;
const browser = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const crawler = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** The deps of the use case with a clock set to `at`. */
const at = (date: Date) => ({ db: db(), clock: { now: () => date } });

async function viewsOf(productId: string) {
  const found = await db().select().from(productViews).where(eq(productViews.productId, productId));
  return Object.fromEntries(found.map((row) => [row.day, row.views]));
}

describe('product views', () => {
  it('counts a client once per window and product, another client apart, and again once the window has passed', async () => {
    const product = await createProduct(db());
    const other = await createProduct(db());
    const t0 = new Date('2026-11-20T10:00:00Z');
    const view = (when: Date, ip: string, slug = product.slug) =>
      recordProductView(at(when), null, { slug, ip, userAgent: browser });

    expect(await view(t0, '203.0.113.7')).toEqual({ productId: product.id, counted: true });
    // A reload loop: the same address within the window counts nothing more.
    for (let i = 1; i <= 5; i++) {
      expect(await view(new Date(t0.getTime() + i * 60_000), '203.0.113.7')).toMatchObject({ counted: false });
    }
    expect(await view(t0, '198.51.100.4')).toMatchObject({ counted: true });
    expect(await view(t0, '203.0.113.7', other.slug)).toMatchObject({ counted: true });
    expect(await view(new Date(t0.getTime() + productViewWindow.windowMs + 1), '203.0.113.7')).toMatchObject({
      counted: true,
    });
    // The next UTC day is a row of its own.
    expect(await view(new Date('2026-11-21T09:00:00Z'), '203.0.113.7')).toMatchObject({ counted: true });

    expect(await viewsOf(product.id)).toEqual({ '2026-11-20': 3, '2026-11-21': 1 });
    expect(await viewsOf(other.id)).toEqual({ '2026-11-20': 1 });
  });

  it('does not count crawlers, a missing user agent, or the seller looking at their own product', async () => {
    const seller = await createSeller(db());
    const product = await createProduct(db(), { sellerId: seller.id });
    const now = new Date();
    const deps = at(now);
    expect(
      await recordProductView(deps, null, { slug: product.slug, ip: '192.0.2.1', userAgent: crawler }),
    ).toMatchObject({
      counted: false,
    });
    expect(await recordProductView(deps, null, { slug: product.slug, ip: '192.0.2.2', userAgent: null })).toMatchObject(
      {
        counted: false,
      },
    );
    const owner = buildViewer({ userId: seller.userId, roles: ['expert'] });
    expect(
      await recordProductView(deps, owner, { slug: product.slug, ip: '192.0.2.3', userAgent: browser }),
    ).toMatchObject({
      counted: false,
    });
    expect(await viewsOf(product.id)).toEqual({});
  });

  it('refuses a draft or unknown product (404) and counts nothing', async () => {
    const draft = await createProduct(db(), { status: 'draft' });
    const deps = at(new Date());
    await expect(
      recordProductView(deps, null, { slug: draft.slug, ip: '192.0.2.9', userAgent: browser }),
    ).rejects.toMatchObject({ code: 'product_not_found', status: 404 });
    await expect(
      recordProductView(deps, null, { slug: 'nothing-here', ip: '192.0.2.9', userAgent: browser }),
    ).rejects.toMatchObject({ status: 404 });
    expect(await viewsOf(draft.id)).toEqual({});
  });
});

describe('POST /api/v1/products/:slug/views', () => {
  const beacon = (slug: string, headers: Record<string, string>) =>
    ctx.app.request(`/api/v1/products/${slug}/views`, { method: 'POST', headers });

  it('answers 204 to the page’s beacon and counts it once; a crawler gets 204 and counts nothing', async () => {
    const product = await createProduct(db());
    const today = ctx.testApp.deps.clock.now().toISOString().slice(0, 10);
    const res = await beacon(product.slug, { origin: testOrigin, 'user-agent': browser });
    expect(res.status).toBe(204);
    expect((await beacon(product.slug, { origin: testOrigin, 'user-agent': browser })).status).toBe(204);
    expect((await beacon(product.slug, { origin: testOrigin, 'user-agent': crawler })).status).toBe(204);
    const [row] = await db()
      .select()
      .from(productViews)
      .where(and(eq(productViews.productId, product.id), eq(productViews.day, today)));
    expect(row?.views).toBe(1);
  });

  it('answers 404 for an unknown product and 403 to a beacon sent from another site', async () => {
    const product = await createProduct(db());
    expect((await beacon('nothing-here', { origin: testOrigin, 'user-agent': browser })).status).toBe(404);
    const foreign = await beacon(product.slug, { origin: 'https://evil.example', 'user-agent': browser });
    expect(foreign.status).toBe(403);
    expect(await viewsOf(product.id)).toEqual({});
  });
});

describe('traffic sources', () => {
  const send = (slug: string, body: unknown, cookie = '') =>
    ctx.app.request(`/api/v1/products/${slug}/views`, {
      method: 'POST',
      headers: { origin: testOrigin, 'user-agent': browser, 'content-type': 'application/json', cookie },
      body: JSON.stringify(body),
    });
  const sourcesOf = async (productId: string) =>
    Object.fromEntries(
      (await db().select().from(productViewSources).where(eq(productViewSources.productId, productId))).map((r) => [
        r.source,
        r.views,
      ]),
    );

  it('counts a view under its landing’s source, and keeps the visit’s first source in a session cookie', async () => {
    const product = await createProduct(db());
    const res = await send(product.slug, {
      referrer: 'https://www.linkedin.com/feed/',
      utm_source: 'LinkedIn',
      utm_campaign: 'lancement',
    });
    expect(res.status).toBe(204);
    const cookie = res.headers
      .getSetCookie()
      .find((c) => c.startsWith('deploia_src='))!
      .split(';')[0]!;
    expect(res.headers.getSetCookie().find((c) => c.startsWith('deploia_src='))).not.toMatch(/Max-Age|Expires/);
    expect(attributionFromCookie(cookie)).toEqual({
      source: 'utm:linkedin',
      utmSource: 'linkedin',
      utmMedium: null,
      utmCampaign: 'lancement',
    });
    expect(await sourcesOf(product.id)).toEqual({ 'utm:linkedin': 1 });
    // Later in the visit, another product: the cookie's source, not this page's referrer.
    const other = await createProduct(db());
    const later = await send(other.slug, { referrer: 'https://google.com/' }, cookie);
    expect(later.headers.getSetCookie().some((c) => c.startsWith('deploia_src='))).toBe(false);
    expect(await sourcesOf(other.id)).toEqual({ 'utm:linkedin': 1 });
  });

  it('keeps only an external referrer’s host, counts our own pages as direct, refuses a malformed landing', async () => {
    const product = await createProduct(db());
    await send(product.slug, { referrer: 'https://news.ycombinator.com/item?id=1' });
    const direct = await createProduct(db());
    await send(direct.slug, { referrer: `${testOrigin}/market` });
    expect(await sourcesOf(product.id)).toEqual({ 'news.ycombinator.com': 1 });
    expect(await sourcesOf(direct.id)).toEqual({ direct: 1 });
    expect((await send(product.slug, { email: 'someone@example.com' })).status).toBe(400);
    expect((await send(product.slug, { utm_source: '<script>' })).status).toBe(400);
  });
});
