import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { viewerContext } from '../../app/context.ts';
import DashboardPage, { loader as overviewLoader } from '../../app/routes/dashboard/overview.tsx';
import SellerProductsPage, {
  action as productsAction,
  loader as productsLoader,
} from '../../app/routes/dashboard/products.tsx';
import SalesPage, { loader as salesLoader } from '../../app/routes/dashboard/sales.tsx';
import { loader as salesCsvLoader } from '../../app/routes/dashboard/sales-csv.ts';
import type { Viewer } from '../../core/accounts/viewer.ts';
import { getBuyerOverview } from '../../core/dashboard/get-buyer-overview.ts';
import { getSellerOverview } from '../../core/dashboard/get-seller-overview.ts';
import { addFavorite } from '../../core/lists/add-favorite.ts';
import { buildViewer, createProduct, createSeller, createUser } from '../../db/factories/index.ts';
import { rows } from '../../db/rows.ts';
import { conversations, messages, productFiles, productMedia, products, productViews } from '../../db/schema/index.ts';
import type { Locale } from '../../i18n/config.ts';
import { answerOf, pageContext } from '../setup/page-context.ts';
import { setUpTestApp, testOrigin } from '../setup/test-app-hooks.ts';
import { renderPage } from '../support/render-page.tsx';
import { payThroughSandbox } from '../support/sandbox-order.ts';

const ctx = setUpTestApp({ SANDBOX_SETTLE_SECONDS: '1' });
const db = () => ctx.database.db;
const deps = () => ctx.testApp.deps;
const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

/** A route's loader or action arguments, for `viewer` (null: a visitor). */
async function args(path: string, viewer: Viewer | null, init?: RequestInit) {
  const url = new URL(path, testOrigin);
  const { context } = await pageContext(ctx.testApp);
  context.set(viewerContext, { ...context.get(viewerContext), viewer });
  return { url, request: new Request(url, init), context, params: {} } as never;
}

const post = (fields: Record<string, string>) => ({ method: 'POST', body: new URLSearchParams(fields) });

let seller: Viewer;
let sellerId: string;
let buyer: Viewer;
let customer: Viewer;
let bare: Viewer;
const ids: Record<'draft' | 'bare' | 'complete' | 'lowRated' | 'archived' | 'foreign', string> = {} as never;

beforeAll(async () => {
  const profile = await createSeller(db());
  sellerId = profile.id;
  seller = buildViewer({ userId: profile.userId, roles: ['expert'], name: 'Studio Nova' });
  buyer = buildViewer({ userId: (await createUser(db(), { name: 'Camille' })).id, name: 'Camille' });
  customer = buildViewer({ userId: (await createUser(db())).id });
  bare = buildViewer({ userId: (await createUser(db(), { roles: ['expert'] })).id, roles: ['expert'] });

  const make = (input: Partial<typeof products.$inferInsert>) => createProduct(db(), { sellerId, ...input });
  const draft = await make({ status: 'draft', title: 'Brouillon RH' });
  const bareProduct = await make({ title: 'Agent sans fichiers', priceCents: 9_900 });
  const complete = await make({ title: 'Agent complet', priceCents: 12_000 });
  const lowRated = await make({ title: 'Agent mal noté', ratingAvg: 2.2, ratingCount: 5 });
  const archived = await make({ status: 'archived', title: 'Ancien agent', salesCount: 3 });
  const foreign = await createProduct(db(), { title: 'Produit d’un autre vendeur' });
  Object.assign(ids, {
    draft: draft.id,
    bare: bareProduct.id,
    complete: complete.id,
    lowRated: lowRated.id,
    archived: archived.id,
    foreign: foreign.id,
  });
  for (const product of [complete, lowRated]) {
    await db()
      .insert(productMedia)
      .values({ productId: product.id, kind: 'cover', width: 1200, height: 630, variants: [] });
    await db()
      .insert(productFiles)
      .values({
        productId: product.id,
        fileName: 'agent.zip',
        storageKey: `test/${randomUUID()}.zip`,
        contentType: 'application/zip',
        sizeBytes: 1024,
        sha256: 'a'.repeat(64),
      });
  }
  await db()
    .insert(productViews)
    .values([
      { productId: complete.id, day: day(0), views: 7 },
      { productId: complete.id, day: day(10), views: 5 },
      { productId: bareProduct.id, day: day(3), views: 2 },
      // Outside the 30 days, and another seller's: not counted.
      { productId: complete.id, day: day(45), views: 100 },
      { productId: foreign.id, day: day(0), views: 50 },
    ]);

  await payThroughSandbox(ctx, buyer, [
    { productId: complete.id, quantity: 1 },
    { productId: foreign.id, quantity: 1 },
  ]);
  await addFavorite(deps(), buyer, complete.id);

  // Conversations: one waits for the seller; in the others the seller answered, or read the last message.
  const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
  const [waiting, answered, read] = await db()
    .insert(conversations)
    .values([
      { buyerId: buyer.userId, sellerId, productId: complete.id, lastMessageAt: at(5) },
      { buyerId: customer.userId, sellerId, productId: complete.id, lastMessageAt: at(10) },
      { buyerId: buyer.userId, sellerId, productId: null, lastMessageAt: at(20), sellerLastReadAt: at(15) },
    ])
    .returning();
  await db()
    .insert(messages)
    .values([
      {
        conversationId: waiting!.id,
        senderId: buyer.userId,
        body: 'Bonjour, fonctionne-t-il avec Mistral ?',
        createdAt: at(5),
      },
      { conversationId: answered!.id, senderId: customer.userId, body: 'Une question', createdAt: at(12) },
      { conversationId: answered!.id, senderId: seller.userId, body: 'Voici la réponse', createdAt: at(10) },
      { conversationId: read!.id, senderId: buyer.userId, body: 'Merci !', createdAt: at(20) },
    ]);
});

describe('the seller overview', () => {
  it('has the 30 days’ earnings from the ledger, sales and views, and what waits for the seller', async () => {
    const overview = (await getSellerOverview(deps(), seller))!;
    const [ledger] = await rows<{ sum: number }>(
      db(),
      sql`select sum(amount_cents)::int as sum from ledger_entries where account = ${`seller:${sellerId}`}`,
    );
    expect(overview.last30.netEarningsCents).toBe(Number(ledger!.sum));
    expect(overview.last30.netEarningsCents).toBe(Math.round(((12_000 * 100) / 120) * 0.7));
    expect(overview.last30.sales).toBe(1);
    expect(overview.last30.views).toBe(14);
    expect(overview.views).toHaveLength(30);
    expect(overview.views.at(-1)).toEqual({ date: day(0), value: 7 });
    expect(overview.earnings.reduce((sum, p) => sum + p.value, 0)).toBe(overview.last30.netEarningsCents);
    expect(overview.balances.pendingCents).toBe(overview.last30.netEarningsCents);

    const reasons = Object.fromEntries(overview.attention.map((p) => [p.id, p.attention]));
    expect(reasons).toEqual({
      [ids.draft]: ['draft'],
      [ids.bare]: ['noCover', 'noFiles'],
      [ids.lowRated]: ['lowRating'],
      [ids.archived]: ['archivedWithBuyers'],
    });
    expect(overview.unanswered.total).toBe(1);
    expect(overview.unanswered.data).toEqual([
      expect.objectContaining({
        buyerName: 'Camille',
        productTitle: 'Agent complet',
        preview: 'Bonjour, fonctionne-t-il avec Mistral ?',
      }),
    ]);
  });

  it('is null for an expert without a seller profile, and refused to a customer', async () => {
    expect(await getSellerOverview(deps(), bare)).toBeNull();
    await expect(getSellerOverview(deps(), customer)).rejects.toMatchObject({ code: 'not_a_seller' });
  });

  it('gives a buyer their last orders and favourites', async () => {
    const overview = await getBuyerOverview(deps(), buyer);
    expect(overview.purchases).toHaveLength(1);
    expect(overview.purchases[0]!.titles.sort()).toEqual(['Agent complet', 'Produit d’un autre vendeur']);
    expect(overview.purchases[0]!.status).toBe('paid');
    expect(overview.favorites.data.map((p) => p.id)).toEqual([ids.complete]);
  });
});

describe('the dashboard pages', () => {
  type OverviewData = Parameters<typeof DashboardPage>[0]['loaderData'];
  type ProductsData = Parameters<typeof SellerProductsPage>[0]['loaderData'];
  type SalesData = Parameters<typeof SalesPage>[0]['loaderData'];

  const render = (path: string, Page: unknown, loaderData: unknown, locale?: Locale) =>
    renderPage(path, Page, { loaderData }, locale);
  const rawKey = /(?<![\w/])(sales|products|overview|balances|attention|unanswered|chart|sellerAccess)\.[a-zA-Z]/;

  it('/dashboard shows an expert’s figures with accessible charts, and the buyer’s purchases and favourites', async () => {
    const data = answerOf<OverviewData>(await overviewLoader(await args('/dashboard', seller))).data;
    for (const locale of ['fr', 'en', 'es', 'de'] as const) {
      expect(render('/dashboard', DashboardPage, data, locale), locale).not.toMatch(rawKey);
    }
    const html = render('/dashboard', DashboardPage, data);
    expect(html).toContain('Vos ventes sur 30 jours');
    expect(html).toMatch(/<svg role="img" aria-labelledby="[^"]+" aria-describedby="[^"]+"/);
    expect(html).toContain('<title');
    expect(html).toContain('Voir les données du graphique');
    expect(html).toContain('Publié sans image de couverture');
    expect(html).toContain('1 message sans réponse');
    expect(html).toContain(`href="/product/`);
    expect(html).toContain('Créer un produit');

    const buyerData = answerOf<OverviewData>(await overviewLoader(await args('/dashboard', buyer))).data;
    const buyerHtml = render('/dashboard', DashboardPage, buyerData);
    expect(buyerHtml).toContain('Devenir vendeur');
    expect(buyerHtml).toContain('href="/sell"');
    expect(buyerHtml).toContain('Agent complet, Produit d’un autre vendeur');
    expect(buyerHtml).toContain('href="/dashboard/purchases"');
    expect(buyerHtml).not.toContain('Vos ventes sur 30 jours');

    const bareData = answerOf<OverviewData>(await overviewLoader(await args('/dashboard', bare))).data;
    expect(render('/dashboard', DashboardPage, bareData)).toContain('href="/dashboard/seller-profile"');
  });

  it('/dashboard/products lists the seller’s products with their figures and quick actions', async () => {
    const { data, status } = answerOf<ProductsData>(await productsLoader(await args('/dashboard/products', seller)));
    expect(status).toBe(200);
    expect(data.products?.data.map((p) => p.id).sort()).toEqual(
      [ids.draft, ids.bare, ids.complete, ids.lowRated, ids.archived].sort(),
    );
    expect(data.products?.data.find((p) => p.id === ids.complete)).toMatchObject({ sales: 1, views: 12 });
    const html = render('/dashboard/products', SellerProductsPage, data);
    expect(html).toContain('Agent complet');
    expect(html).not.toContain('Produit d’un autre vendeur');
    expect(html).toContain('aria-label="Publier « Brouillon RH »"');
    expect(html).toContain('aria-label="Archiver « Agent complet »"');
    expect(html).toContain('href="/products/new"');
    for (const locale of ['en', 'es', 'de'] as const) {
      expect(render('/dashboard/products', SellerProductsPage, data, locale), locale).not.toMatch(rawKey);
    }

    const drafts = answerOf<ProductsData>(await productsLoader(await args('/dashboard/products?status=draft', seller)));
    expect(drafts.data.products?.data.map((p) => p.id)).toEqual([ids.draft]);

    const refused = await productsLoader(await args('/dashboard/products', customer)).catch((e: unknown) => e);
    expect((refused as Response).headers.get('location')).toBe('/sell');
    const missing = answerOf<ProductsData>(await productsLoader(await args('/dashboard/products', bare)));
    expect(missing.data.access).toBe('missingProfile');
    expect(render('/dashboard/products', SellerProductsPage, missing.data)).toContain(
      'href="/dashboard/seller-profile"',
    );
  });

  it('quick actions change a status through the use case; an incomplete product or another’s is refused', async () => {
    const statusOf = async (id: string) =>
      (await db().select({ status: products.status }).from(products).where(eq(products.id, id)))[0]!.status;

    const archived = answerOf<{ ok: boolean }>(
      await productsAction(
        await args('/dashboard/products', seller, post({ productId: ids.lowRated, status: 'archived', title: 'x' })),
      ),
    );
    expect(archived).toMatchObject({ status: 200, data: { ok: true, status: 'archived' } });
    expect(await statusOf(ids.lowRated)).toBe('archived');

    const incomplete = answerOf<{ ok: boolean; code: string; missing: string[] }>(
      await productsAction(
        await args('/dashboard/products', seller, post({ productId: ids.draft, status: 'published' })),
      ),
    );
    expect(incomplete.status).toBe(422);
    expect(incomplete.data).toMatchObject({ ok: false, code: 'product_incomplete' });
    expect(incomplete.data.missing).toEqual(expect.arrayContaining(['cover', 'files']));
    expect(await statusOf(ids.draft)).toBe('draft');

    const foreign = answerOf<{ code: string }>(
      await productsAction(
        await args('/dashboard/products', seller, post({ productId: ids.foreign, status: 'archived' })),
      ),
    );
    expect(foreign).toMatchObject({ status: 403, data: { code: 'forbidden' } });
    expect(await statusOf(ids.foreign)).toBe('published');

    const garbage = answerOf<{ code: string }>(
      await productsAction(await args('/dashboard/products', seller, post({ productId: 'nope', status: 'gone' }))),
    );
    expect(garbage).toMatchObject({ status: 400, data: { code: 'invalid' } });
  });

  it('/dashboard/sales and its CSV export answer the seller; a customer is sent to /sell', async () => {
    const { data } = answerOf<SalesData>(await salesLoader(await args('/dashboard/sales?period=90d', seller)));
    expect(data.sales?.period).toBe('90d');
    expect(data.sales?.lines.map((l) => l.title)).toEqual(['Agent complet']);
    const html = render('/dashboard/sales', SalesPage, data);
    expect(html).toContain('Revenus nets par semaine');
    expect(html).toContain('href="/dashboard/sales.csv?period=90d"');
    expect(html).toContain('<label for="from"');
    expect(html).toMatch(
      /<a[^>]*aria-current="page"[^>]*href="\/dashboard\/sales\?period=90d"|<a[^>]*href="\/dashboard\/sales\?period=90d"[^>]*aria-current="page"/,
    );
    expect(html).toContain('En garantie (30 jours)');
    for (const locale of ['en', 'es', 'de'] as const) {
      expect(render('/dashboard/sales', SalesPage, data, locale), locale).not.toMatch(rawKey);
    }

    const csv = (await salesCsvLoader(await args('/dashboard/sales.csv?period=all', seller))) as Response;
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const bytes = new Uint8Array(await csv.clone().arrayBuffer());
    const text = await csv.text();
    // A French reader gets French Excel's form by default (a BOM first), RFC 4180 through the link next to it.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(text).toMatch(/^"Date de vente";"Commande";/);
    expect(html).toContain('href="/dashboard/sales.csv?period=90d&amp;format=rfc4180"');
    const rfc = (await salesCsvLoader(
      await args('/dashboard/sales.csv?period=all&format=rfc4180', seller),
    )) as Response;
    expect(await rfc.text()).toMatch(/^"Date de vente","Commande",/);
    await expect(
      salesCsvLoader(await args('/dashboard/sales.csv?period=all&format=xlsx', seller)),
    ).rejects.toMatchObject({ init: { status: 400 } });
    expect(text).toContain('"Agent complet"');
    expect(text).not.toContain('Produit d’un autre vendeur');
    await expect(salesCsvLoader(await args('/dashboard/sales.csv', customer))).rejects.toMatchObject({
      init: { status: 403 },
    });

    const refused = await salesLoader(await args('/dashboard/sales', customer)).catch((e: unknown) => e);
    expect((refused as Response).headers.get('location')).toBe('/sell');
    const missing = answerOf<SalesData>(await salesLoader(await args('/dashboard/sales', bare)));
    expect(missing.data.access).toBe('missingProfile');
    // A bad period or range is said next to the dates; the page shows the default period meanwhile.
    for (const [search, code, text] of [
      ['period=forever', 'period_invalid', 'Choisissez une des périodes proposées.'],
      ['from=2026-01-10&to=2026-01-01', 'range_reversed', 'Le dernier jour ne peut pas précéder le premier.'],
      ['from=2024-01-01&to=2025-06-01', 'range_too_long', 'Choisissez une période d’un an au plus.'],
      ['from=2026-01-01', 'range_incomplete', 'Indiquez le premier et le dernier jour.'],
      ['from=2026-02-30&to=2026-03-02', 'date_invalid', 'Indiquez une date valide'],
    ] as const) {
      const bad = answerOf<SalesData>(await salesLoader(await args(`/dashboard/sales?${search}`, seller)));
      expect(bad.data.rangeError?.code, search).toBe(code);
      expect(bad.data.sales?.period).toBe('30d');
      expect(render('/dashboard/sales', SalesPage, bad.data)).toContain(text);
    }
  });
});
