import { beforeAll, describe, expect, it } from 'vitest';
import PurchasesPage from '../../app/routes/dashboard/purchases.tsx';
import { listPurchases } from '../../core/purchases/list-purchases.ts';
import { listReceivedGifts } from '../../core/purchases/list-received-gifts.ts';
import { createDeliverable, createLicences } from '../../db/factories/delivery.ts';
import { buildViewer, createPaidOrder, createProduct, createUser } from '../../db/factories/index.ts';
import type { Locale } from '../../i18n/config.ts';
import { setUpTestApp } from '../setup/test-app-hooks.ts';
import { renderPage } from '../support/render-page.tsx';

const ctx = setUpTestApp();

type LoaderData = Parameters<typeof PurchasesPage>[0]['loaderData'];
let loaderData: LoaderData;

const render = (data: LoaderData, locale?: Locale) =>
  renderPage('/dashboard/purchases', PurchasesPage, { loaderData: data }, locale);

beforeAll(async () => {
  const db = ctx.database.db;
  const product = await createProduct(db, { title: 'Agent SDR' });
  await createDeliverable(ctx.testApp.deps, product);
  const u = await createUser(db);
  const viewer = buildViewer({ userId: u.id });
  const { items } = await createPaidOrder(db, {
    buyerId: viewer.userId,
    lines: [
      { productId: product.id, sellerId: product.sellerId, title: product.title, unitPriceCents: 4900, quantity: 2 },
    ],
  });
  await createLicences(db, items[0]!, viewer.userId);
  const purchases = await listPurchases(ctx.testApp.deps, viewer, { page: 1, per_page: 10 });
  const gifts = await listReceivedGifts(ctx.testApp.deps, viewer);
  loaderData = { purchases, gifts, pages: 1, downloadError: null, meta: { title: '', noindex: true } } as LoaderData;
});

describe('the purchases page', () => {
  it('renders an order with its keys, a labelled download button, the review prompt and the refund form', () => {
    const html = render(loaderData);
    const [item] = loaderData.purchases.data[0]!.items;
    expect(html).toContain(`Commande ${loaderData.purchases.data[0]!.number}`);
    expect(html).toContain('Payée');
    for (const key of item!.licenceKeys) expect(html).toContain(key);
    expect(html).toContain('aria-label="Copier la clé de la licence 2"');
    expect(html).toMatch(/aria-label="Télécharger agent|aria-label="Télécharger produit/);
    expect(html).toContain('Laisser un avis');
    expect(html).toContain('Demander le remboursement');
    expect(html).toMatch(/<textarea[^>]*required/);
    expect(html).not.toMatch(/purchases:|refund\.state\.|item\.seats/);
  });

  it('renders in every language without a missing key, and tells an expired link in the reader’s language', () => {
    for (const locale of ['fr', 'en', 'es', 'de'] as const) {
      const html = render({ ...loaderData, downloadError: 'download_link_expired' }, locale);
      expect(html, locale).not.toMatch(/downloadErrors\.|release\.|keys\.|refund\.|order\.|item\./);
    }
    expect(render({ ...loaderData, downloadError: 'download_link_expired' }, 'en')).toContain(
      'This download link has expired.',
    );
    expect(render({ ...loaderData, downloadError: 'download_link_expired' }, 'fr')).toContain(
      'Ce lien de téléchargement a expiré.',
    );
  });

  it('shows the empty state with a link to the marketplace', () => {
    const html = render({
      ...loaderData,
      purchases: { data: [], meta: { total: 0, page: 1, per_page: 10 } },
      gifts: [],
    });
    expect(html).toContain('Aucun achat pour l’instant');
    expect(html).toContain('href="/market"');
  });
});
