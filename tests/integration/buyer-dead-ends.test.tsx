import { UNSAFE_ErrorResponseImpl as ErrorResponse } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CartProvider } from '../../app/components/cart/cart-provider.tsx';
import { OrderRecap } from '../../app/components/checkout/order-recap.tsx';
import { PurchaseButtons } from '../../app/components/product/purchase-buttons.tsx';
import { SellerCard } from '../../app/components/product/seller-card.tsx';
import { loader as checkoutLoader } from '../../app/routes/checkout/checkout.tsx';
import { loader as productLoader } from '../../app/routes/market/product.tsx';
import { ErrorBoundary as EditorErrorBoundary, loader as editorLoader } from '../../app/routes/products/edit.tsx';
import type { Viewer } from '../../core/accounts/viewer.ts';
import { getLandingHighlights } from '../../core/catalog/get-landing-highlights.ts';
import { getProduct, type ProductDetail } from '../../core/catalog/get-product.ts';
import { getSellerOverview } from '../../core/dashboard/get-seller-overview.ts';
import type { CheckoutPage } from '../../core/orders/prepare-checkout.ts';
import { quoteOrder } from '../../core/orders/quote-order.ts';
import type { OwnedProduct } from '../../core/purchases/owned-products.ts';
import { getSellerPage } from '../../core/sellers/get-seller-page.ts';
import { createLicences } from '../../db/factories/delivery.ts';
import {
  buildViewer,
  createPaidOrder,
  createProduct,
  createPromotion,
  createSeller,
  createUser,
} from '../../db/factories/index.ts';
import { answerOf, routeArgs } from '../setup/page-context.ts';
import { setUpTestApp } from '../setup/test-app-hooks.ts';
import { renderPage } from '../support/render-page.tsx';

const ctx = setUpTestApp();
const db = () => ctx.database.db;

async function member(): Promise<Viewer> {
  const u = await createUser(db());
  return buildViewer({ userId: u.id, email: u.email, name: u.name });
}

/** A paid order of `product` by `viewer`, with its licence: the product is theirs. */
async function buy(viewer: Viewer, product: Awaited<ReturnType<typeof createProduct>>) {
  const { order, items } = await createPaidOrder(db(), {
    buyerId: viewer.userId,
    lines: [{ productId: product.id, sellerId: product.sellerId, title: product.title, unitPriceCents: 4900 }],
  });
  await createLicences(db(), items[0]!, viewer.userId);
  return order;
}

/** The product page's buy buttons, inside the cart they add to. */
function BuyButtons(props: Parameters<typeof PurchaseButtons>[0]) {
  return (
    <CartProvider>
      <PurchaseButtons {...props} />
    </CartProvider>
  );
}

describe('a product the buyer already owns', () => {
  it('replaces the buy buttons with « Déjà acheté — Voir dans mes achats » on the product page, gifts still offered', async () => {
    const buyer = await member();
    const product = await createProduct(db(), { title: 'Agent SDR' });
    const order = await buy(buyer, product);
    const load = async (viewer: Viewer | null) =>
      answerOf<{ product: ProductDetail; owned: OwnedProduct | null }>(
        await productLoader(
          await routeArgs(ctx.testApp, `/product/${product.slug}`, viewer, { params: { slug: product.slug } }),
        ),
      ).data;

    const mine = await load(buyer);
    expect(mine.owned).toEqual({ productId: product.id, via: 'order', orderId: order.id });
    const html = renderPage('/', BuyButtons, { product: mine.product, owned: mine.owned });
    expect(html).toContain('Déjà acheté — Voir dans mes achats');
    expect(html).toContain(`href="/dashboard/purchases#order-${order.id}"`);
    expect(html).toContain('Offrir');
    expect(html).not.toContain('Ajouter au panier');
    expect(html).not.toContain('Acheter maintenant');

    // Someone else, and a visitor (whose page may be cached for all), are offered the product.
    for (const viewer of [await member(), null]) {
      const theirs = await load(viewer);
      expect(theirs.owned).toBeNull();
      const page = renderPage('/', BuyButtons, { product: theirs.product, owned: theirs.owned });
      // Until the page is hydrated, adding to the cart (a script) is visibly off: an early click is never lost.
      expect(page).toMatch(/<button[^>]*disabled=""[^>]*>.*?Ajouter au panier<\/button>/);
      expect(page).toContain(`href="/checkout?buy=${product.id}"`);
      expect(page).not.toContain('Déjà acheté');
    }
  });

  it('is flagged at checkout with a link to the purchase, except when it is bought as a gift', async () => {
    const buyer = await member();
    const product = await createProduct(db(), { title: 'Agent SDR' });
    const order = await buy(buyer, product);
    const load = async (query: string) =>
      answerOf<{ page: CheckoutPage; owned: OwnedProduct[] }>(
        await checkoutLoader(await routeArgs(ctx.testApp, `/checkout?buy=${product.id}${query}`, buyer)),
      ).data;

    const checkout = await load('');
    expect(checkout.owned).toEqual([{ productId: product.id, via: 'order', orderId: order.id }]);
    const html = renderPage('/', OrderRecap, { quote: checkout.page.quote, owned: checkout.owned });
    expect(html).toContain('Déjà acheté — Voir dans mes achats');
    expect(html).toContain(`href="/dashboard/purchases#order-${order.id}"`);
    expect((await load('&gift=1')).owned).toEqual([]);
  });
});

describe('the editor of someone else’s product', () => {
  it('answers 403 with a page saying so and the ways on, not the error screen', async () => {
    const product = await createProduct(db(), { title: 'Agent SDR' });
    const other = await createSeller(db());
    const viewer = buildViewer({ userId: other.userId, roles: ['expert'] });
    const path = `/product/${product.slug}/edit`;
    const thrown = await editorLoader(
      await routeArgs(ctx.testApp, path, viewer, { params: { slug: product.slug } }),
    ).then(
      () => null,
      (error: { data: unknown; init: ResponseInit }) => error,
    );
    expect(thrown).toMatchObject({ init: { status: 403 }, data: { code: 'forbidden' } });
    const html = renderPage('/product/:slug/edit', EditorErrorBoundary, {
      error: new ErrorResponse(403, 'Forbidden', thrown!.data),
      params: { slug: product.slug },
    });
    expect(html).toContain('Vous ne pouvez pas modifier ce produit');
    expect(html).toContain(`href="/product/${product.slug}"`);
    expect(html).toContain('href="/dashboard/products"');
    expect(html).not.toContain('Actualiser');
  });
});

describe('a subscription at checkout', () => {
  it('shows « / mois » on every total, and says a discount code applies to the renewals too', async () => {
    const monthly = await createProduct(db(), { title: 'Veille IA', billing: 'monthly', priceCents: 2_000 });
    await createPromotion(db(), { code: 'VEILLE10', productId: monthly.id, percentOff: 10 });
    const lines = [{ productId: monthly.id, quantity: 1 }];
    const plain = await quoteOrder(ctx.testApp.deps, { lines, country: 'FR' });
    const html = renderPage('/', OrderRecap, { quote: plain });
    // Line, subtotal, total and VAT: 20,00 € TTC of which 3,33 € VAT, each per month.
    expect(html.match(/20,00\s€ \/ mois/g)).toHaveLength(3);
    expect(html).toMatch(/3,33\s€ \/ mois/);
    expect(html).not.toContain('renouvellement');

    const discounted = await quoteOrder(ctx.testApp.deps, { lines, country: 'FR', promoCode: 'VEILLE10' });
    const withCode = renderPage('/', OrderRecap, { quote: discounted });
    expect(withCode).toMatch(/−(<!-- -->)?2,00\s€ \/ mois/);
    expect(withCode).toMatch(/18,00\s€ \/ mois/);
    expect(withCode).toContain('La réduction s’applique aussi à chaque renouvellement de l’abonnement.');

    // With a one-off product, the totals are paid once, and the recap says only the subscription renews.
    const oneOff = await createProduct(db(), { priceCents: 1_000 });
    const mixed = await quoteOrder(ctx.testApp.deps, {
      lines: [...lines, { productId: oneOff.id, quantity: 1 }],
      country: 'FR',
    });
    const both = renderPage('/', OrderRecap, { quote: mixed });
    expect(both).toMatch(/30,00\s€</);
    expect(both).toContain('Seuls les abonnements se renouvellent');
  });
});

describe('a seller, the same everywhere', () => {
  it('has one sales figure on their profile, their creator card and their dashboard', async () => {
    const seller = await createSeller(db(), { publicName: 'Atelier Unique', certifiedAt: new Date('2025-01-01') });
    await createProduct(db(), { sellerId: seller.id, salesCount: 1_200, ratingCount: 1, ratingAvg: 5 });
    await createProduct(db(), { sellerId: seller.id, salesCount: 34 });
    await createProduct(db(), { sellerId: seller.id, salesCount: 500, status: 'draft', publishedAt: null });
    const owner = buildViewer({ userId: seller.userId, roles: ['expert'] });

    const profile = await getSellerPage(ctx.testApp.deps, seller.id, 1);
    const card = (await getLandingHighlights(ctx.testApp.deps)).creators.find((c) => c.id === seller.id);
    const dashboard = await getSellerOverview(ctx.testApp.deps, owner);
    expect([profile.salesCount, card?.salesCount, dashboard?.totalSales]).toEqual([1_234, 1_234, 1_234]);
  });

  it('is « Membre depuis le 1er juillet 2024 » on the product page’s seller card, as on their profile', async () => {
    const seller = await createSeller(db(), { createdAt: new Date('2024-07-01T08:00:00Z') });
    const product = await createProduct(db(), { sellerId: seller.id });
    const detail = await getProduct(ctx.testApp.deps, product.slug);
    const html = renderPage('/', SellerCard, { seller: detail.seller, productId: product.id });
    expect(html).toContain('Membre depuis le 1er juillet 2024');
  });
});
