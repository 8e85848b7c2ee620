import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { CartProvider } from '../../app/components/cart/cart-provider.tsx';
import { CheckoutForm } from '../../app/components/checkout/checkout-form.tsx';
import { OrderRecap } from '../../app/components/checkout/order-recap.tsx';
import { PurchaseButtons } from '../../app/components/product/purchase-buttons.tsx';
import { loader as checkoutLoader } from '../../app/routes/checkout/checkout.tsx';
import { checkoutAction } from '../../app/routes/checkout/checkout-action.server.ts';
import type { Viewer } from '../../core/accounts/viewer.ts';
import { replaceCart } from '../../core/cart/replace-cart.ts';
import { openDeploymentRequest } from '../../core/deployments/open-deployment-request.ts';
import { getInvoicePdf } from '../../core/invoices/get-invoice-pdf.ts';
import { pdfVisibleText } from '../../core/invoices/pdf-text.test-support.ts';
import { orderKindsOf } from '../../core/orders/checkout.schema.ts';
import { placeOrder } from '../../core/orders/place-order.ts';
import type { CheckoutPage } from '../../core/orders/prepare-checkout.ts';
import type { OrderQuote } from '../../core/orders/quote-order.ts';
import { confirmReturn } from '../../core/payments/confirm-return.ts';
import { requestRefund } from '../../core/refunds/request-refund.ts';
import { buildViewer, createProduct, createSeller, createUser } from '../../db/factories/index.ts';
import { rows } from '../../db/rows.ts';
import {
  emailOutbox,
  invoices,
  ledgerEntries,
  licences,
  notifications,
  orderEvents,
  orderItems,
  orders,
  paymentEvents,
  products,
  sandboxCheckouts,
  webhookDeliveries,
} from '../../db/schema/index.ts';
import { signPayload } from '../../server/adapters/payments/sandbox/signature.ts';
import { answerOf, routeArgs } from '../setup/page-context.ts';
import { setUpTestApp, testOrigin } from '../setup/test-app-hooks.ts';
import { sandboxCheckoutFields } from '../support/checkout-fields.ts';
import { renderPage } from '../support/render-page.tsx';
import { payThroughSandbox, sandboxCheckoutOf } from '../support/sandbox-order.ts';

const ctx = setUpTestApp({ SANDBOX_SETTLE_SECONDS: '1', SANDBOX_DUPLICATE_RATE: '1', ADMIN_REQUIRE_2FA: '0' });
const db = () => ctx.database.db;
const deps = () => ctx.testApp.deps;
const settled = () => ctx.testApp.jobs.settled();

async function buyer(): Promise<Viewer> {
  const user = await createUser(db());
  return buildViewer({ userId: user.id, email: user.email });
}

async function twoSellersProducts() {
  const [a, b] = [await createSeller(db()), await createSeller(db())];
  return [
    await createProduct(db(), { sellerId: a.id, priceCents: 12_000 }),
    await createProduct(db(), { sellerId: b.id, priceCents: 4_900 }),
  ] as const;
}

const place = (
  viewer: Viewer,
  lines: { productId: string; quantity: number; deployment?: boolean }[],
  key = randomUUID(),
) => placeOrder(deps(), viewer, { ...sandboxCheckoutFields, lines }, { idempotencyKey: key, locale: 'fr' });

const checkoutOf = (orderId: string) => sandboxCheckoutOf(ctx, orderId);

const orderOf = async (orderId: string) => (await db().select().from(orders).where(eq(orders.id, orderId)))[0]!;

/** A new buyer's order of one product, waiting on its sandbox checkout `ref`. */
async function openCheckout() {
  const viewer = await buyer();
  const [a] = await twoSellersProducts();
  const placed = await place(viewer, [{ productId: a.id, quantity: 1 }]);
  return { viewer, a, placed, ref: await checkoutOf(placed.orderId) };
}

/** Posts a sandbox webhook as the provider would, signed with `secret`. */
function postWebhook(body: object, secret = ctx.testApp.deps.secret) {
  const json = JSON.stringify(body);
  return ctx.app.request('/webhooks/sandbox', {
    method: 'POST',
    body: json,
    headers: { 'content-type': 'application/json', 'sandbox-signature': signPayload(secret, json, new Date()) },
  });
}

describe('checkout through the sandbox provider', () => {
  it('pays an order end to end: licences per seat, ledger 70/30 excl. VAT, invoice, notifications, cart emptied', async () => {
    const viewer = await buyer();
    const [a, b] = await twoSellersProducts();
    await replaceCart(deps(), viewer, {
      items: [
        { productId: a.id, quantity: 2, deployment: false },
        { productId: b.id, quantity: 1, deployment: false },
      ],
    });
    const placed = await place(viewer, [
      { productId: a.id, quantity: 2 },
      { productId: b.id, quantity: 1 },
    ]);
    expect(placed.status).toBe('pending_payment');
    expect(placed.redirectUrl).toMatch(/\/pay\/sandbox\/cs_sbx_/);
    const order = await orderOf(placed.orderId);
    expect(order.totalCents).toBe(2 * 12_000 + 4_900);

    const outcome = await deps().sandboxCheckout!.pay(await checkoutOf(placed.orderId), '4242424242424242');
    expect(outcome).toEqual({ outcome: 'paid', redirectUrl: expect.stringContaining('/payment-success?order=') });
    await settled();

    expect((await orderOf(placed.orderId)).status).toBe('paid');
    const keys = await db().select().from(licences).where(eq(licences.ownerId, viewer.userId));
    expect(keys).toHaveLength(3);
    expect(new Set(keys.map((k) => k.key)).size).toBe(3);

    const ledger = await rows<{ account: string; sum: number }>(
      db(),
      sql`select account, sum(amount_cents)::int as sum from ledger_entries le
          join order_items oi on oi.id = le.order_item_id where oi.order_id = ${placed.orderId} group by account`,
    );
    const net = Math.round((2 * 12_000 * 100) / 120) + Math.round((4_900 * 100) / 120);
    expect(ledger.reduce((s, r) => s + r.sum, 0)).toBe(net);
    expect(ledger.find((r) => r.account === 'platform')!.sum).toBe(
      net - ledger.filter((r) => r.account !== 'platform').reduce((s, r) => s + r.sum, 0),
    );

    const [invoice] = await db().select().from(invoices).where(eq(invoices.orderId, placed.orderId));
    expect(invoice!.reference).toMatch(/^FAC-\d{4}-\d{6}$/);
    expect(invoice!.totalCents).toBe(order.totalCents);

    const notes = await db().select().from(notifications).where(eq(notifications.userId, viewer.userId));
    expect(notes).toEqual([
      expect.objectContaining({ title: 'Paiement confirmé', metadata: { redirect_url: '/dashboard/purchases' } }),
    ]);
    const cart = await ctx.testApp.deps.db.execute(
      sql`select count(*)::int as n from cart_items ci join carts c on c.id = ci.cart_id where c.user_id = ${viewer.userId}`,
    );
    expect(JSON.stringify(cart)).toContain('"n":0');

    // Every webhook came twice (duplicate rate 1): the second was a no-op.
    const deliveries = await db().select().from(webhookDeliveries).where(eq(webhookDeliveries.orderId, placed.orderId));
    expect(deliveries.map((d) => d.outcome).sort()).toEqual(['paid']);
    const duplicates = await db().select().from(webhookDeliveries).where(eq(webhookDeliveries.outcome, 'duplicate'));
    expect(duplicates.length).toBeGreaterThan(0);
    const events = await db().select().from(orderEvents).where(eq(orderEvents.orderId, placed.orderId));
    expect(events.map((e) => e.toStatus)).toEqual(['pending_payment', 'paid']);

    const sellerEmails = await rows<{ email: string }>(
      db(),
      sql`select p.email from seller_profiles s join profiles p on p.id = s.user_id where s.id in (${a.sellerId}, ${b.sellerId})`,
    );
    const mail = await db().select().from(emailOutbox);
    expect(mail.filter((m) => m.to === viewer.email).map((m) => m.template)).toEqual(['order-confirmation']);
    for (const { email } of sellerEmails) {
      expect(mail.filter((m) => m.to === email).map((m) => m.template)).toEqual(['new-sale']);
    }
  });

  it('gives back the same order for a repeated Idempotency-Key, and another for another buyer', async () => {
    const [a] = await twoSellersProducts();
    const [first, second] = [await buyer(), await buyer()];
    const key = randomUUID();
    const once = await place(first, [{ productId: a.id, quantity: 1 }], key);
    const twice = await place(first, [{ productId: a.id, quantity: 1 }], key);
    const concurrent = await Promise.all([1, 2, 3].map(() => place(first, [{ productId: a.id, quantity: 1 }], key)));
    expect(twice).toEqual(once);
    expect(concurrent).toEqual([once, once, once]);
    const other = await place(second, [{ productId: a.id, quantity: 1 }], key);
    expect(other.orderId).not.toBe(once.orderId);
    expect(await db().select().from(orders).where(eq(orders.buyerId, first.userId))).toHaveLength(1);
  });

  it('leaves the order waiting when a card is refused, and pays it with a good card afterwards', async () => {
    const { placed, ref } = await openCheckout();
    expect(await deps().sandboxCheckout!.pay(ref, '4000 0000 0000 0002')).toEqual({ outcome: 'declined' });
    expect(await deps().sandboxCheckout!.pay(ref, '4000000000009995')).toEqual({ outcome: 'insufficient_funds' });
    await settled();
    expect((await orderOf(placed.orderId)).status).toBe('pending_payment');
    const outcomes = await db().select().from(webhookDeliveries).where(eq(webhookDeliveries.orderId, placed.orderId));
    expect(outcomes.map((o) => o.outcome).sort()).toEqual([
      'attempt_failed:declined',
      'attempt_failed:insufficient_funds',
    ]);
    await deps().sandboxCheckout!.pay(ref, '4242424242424242');
    await settled();
    expect((await orderOf(placed.orderId)).status).toBe('paid');
  });

  it('keeps a delayed payment processing, then pays it when the bank confirms', async () => {
    const { placed, ref } = await openCheckout();
    expect(await deps().sandboxCheckout!.pay(ref, '4000000000000077')).toMatchObject({ outcome: 'processing' });
    const [row] = await db().select().from(sandboxCheckouts).where(eq(sandboxCheckouts.id, ref));
    expect(row!.status).toBe('processing');
    await settled();
    expect((await orderOf(placed.orderId)).status).toBe('paid');
  });

  it('pays an order by the browser’s return alone when the webhook has not come, and the webhook then changes nothing', async () => {
    const { viewer, a, placed, ref } = await openCheckout();
    // The provider has taken the money; its webhook is still on the way.
    await db().update(sandboxCheckouts).set({ status: 'paid', paidAt: new Date() }).where(eq(sandboxCheckouts.id, ref));
    expect((await confirmReturn(deps(), { viewer }, placed.orderId)).status).toBe('paid');
    expect(
      await db()
        .select()
        .from(paymentEvents)
        .where(eq(paymentEvents.eventId, `return:${ref}`)),
    ).toEqual([expect.objectContaining({ outcome: 'paid' })]);
    const late = await postWebhook({
      id: `evt_${randomUUID()}`,
      type: 'checkout.completed',
      created: 0,
      data: { checkout: ref, amount: a.priceCents },
    });
    expect(await late.json()).toEqual({ received: true, outcome: 'already_paid' });
    expect(await db().select().from(invoices).where(eq(invoices.orderId, placed.orderId))).toHaveLength(1);
  });

  it('refuses a forged or tampered webhook with 400 and changes nothing', async () => {
    const { placed, ref } = await openCheckout();
    const body = {
      id: 'evt_forged',
      type: 'checkout.completed',
      created: 0,
      data: { checkout: ref, amount: 12_000 },
    };
    const forged = await postWebhook(body, 'not-the-secret-of-this-server-000000');
    expect(forged.status).toBe(400);
    expect(await forged.json()).toEqual({ error: { code: 'invalid_signature', message: expect.any(String) } });
    const unsigned = await ctx.app.request('/webhooks/sandbox', { method: 'POST', body: JSON.stringify(body) });
    expect(unsigned.status).toBe(400);
    expect((await orderOf(placed.orderId)).status).toBe('pending_payment');
    expect(await db().select().from(paymentEvents).where(eq(paymentEvents.eventId, 'evt_forged'))).toEqual([]);
  });

  it('answers 404 for a webhook about a checkout nobody placed, and stores nothing', async () => {
    const res = await postWebhook({
      id: 'evt_unknown',
      type: 'checkout.completed',
      created: 0,
      data: { checkout: 'cs_sbx_nobody', amount: 100 },
    });
    expect(res.status).toBe(404);
    expect(await db().select().from(paymentEvents).where(eq(paymentEvents.eventId, 'evt_unknown'))).toEqual([]);
  });

  it('does not pay an order whose webhook names another amount', async () => {
    const { placed, ref } = await openCheckout();
    const res = await postWebhook({
      id: `evt_${randomUUID()}`,
      type: 'checkout.completed',
      created: 0,
      data: { checkout: ref, amount: 1 },
    });
    expect(await res.json()).toEqual({ received: true, outcome: 'amount_mismatch' });
    expect((await orderOf(placed.orderId)).status).toBe('pending_payment');
  });

  it('sends a gift bought at checkout to its recipient once paid, with its licences waiting to be claimed', async () => {
    const viewer = await buyer();
    const [a] = await twoSellersProducts();
    const placed = await placeOrder(
      deps(),
      viewer,
      {
        ...sandboxCheckoutFields,
        lines: [{ productId: a.id, quantity: 2 }],
        gift: { recipientEmail: 'Ami@Example.org', message: 'Joyeux anniversaire !' },
      },
      { idempotencyKey: randomUUID(), locale: 'fr' },
    );
    await expect(
      placeOrder(
        deps(),
        viewer,
        { ...sandboxCheckoutFields, lines: [{ productId: a.id, quantity: 1 }], gift: { recipientEmail: viewer.email } },
        { idempotencyKey: randomUUID(), locale: 'fr' },
      ),
    ).rejects.toMatchObject({ issues: [expect.objectContaining({ message: 'gift_to_self' })] });
    await deps().sandboxCheckout!.pay(await checkoutOf(placed.orderId), '4242424242424242');
    await settled();

    const keys = await rows<{ owner_id: string | null }>(
      db(),
      sql`select l.owner_id from licences l join order_items oi on oi.id = l.order_item_id where oi.order_id = ${placed.orderId}`,
    );
    expect(keys).toEqual([{ owner_id: null }, { owner_id: null }]);
    const mail = await db().select().from(emailOutbox).where(eq(emailOutbox.to, 'ami@example.org'));
    expect(mail.map((m) => m.template)).toEqual(['gift-received']);
    expect(mail[0]!.text).toMatch(/\/gift\/[\w-]{20,}/);
    expect(mail[0]!.text).toContain('Joyeux anniversaire !');
  });

  it('refuses a product unpublished before the order is placed', async () => {
    const viewer = await buyer();
    const [a] = await twoSellersProducts();
    await db().update(products).set({ status: 'archived' }).where(eq(products.id, a.id));
    await expect(place(viewer, [{ productId: a.id, quantity: 1 }])).rejects.toMatchObject({
      code: 'product_unavailable',
      status: 409,
    });
  });
});

describe('the guided deployment bought as a paid option (decision 0048)', () => {
  const manifest = {
    model: 'GPT-4o',
    requiredKeys: ['OPENAI_API_KEY'],
    estimatedMonthlyCostEur: 20,
    hosting: 'Docker',
    dataLocation: 'UE',
    aiDisclosure: true,
  };
  const requestFor = (orderItemId: string) => ({
    orderItemId,
    hosting: 'Docker',
    notes: '',
    secrets: { OPENAI_API_KEY: 'sk-test-0123456789' },
    extraSecrets: [],
  });
  const lineOf = async (orderId: string) =>
    (await db().select().from(orderItems).where(eq(orderItems.orderId, orderId)))[0]!;

  it('charges it once per line whatever the seats, splits it 70/30 with VAT like the line, invoices it, and opens a deployment request', async () => {
    const seller = await createSeller(db());
    const product = await createProduct(db(), {
      sellerId: seller.id,
      title: 'Agent option',
      priceCents: 4_900,
      deploymentService: 'paid_option',
      deploymentPriceCents: 15_000,
      manifest,
    });
    const viewer = await buyer();
    const placed = await place(viewer, [{ productId: product.id, quantity: 3, deployment: true }]);
    // 3 × 49 € + 150 € once = 297 € TTC; 247,50 € HT; the creator keeps 70 % of it.
    const item = await lineOf(placed.orderId);
    expect(item).toMatchObject({
      quantity: 3,
      deploymentCents: 15_000,
      totalCents: 29_700,
      taxCents: 4_950,
      sellerShareCents: 17_325,
      platformFeeCents: 7_425,
    });
    expect(await orderOf(placed.orderId)).toMatchObject({ subtotalCents: 29_700, totalCents: 29_700, taxCents: 4_950 });

    await deps().sandboxCheckout!.pay(await checkoutOf(placed.orderId), '4242424242424242');
    await settled();
    expect((await orderOf(placed.orderId)).status).toBe('paid');
    const ledger = await db().select().from(ledgerEntries).where(eq(ledgerEntries.orderItemId, item.id));
    expect(ledger.map((e) => [e.account, e.amountCents]).sort()).toEqual([
      ['platform', 7_425],
      [`seller:${seller.id}`, 17_325],
    ]);

    const [invoice] = await db().select().from(invoices).where(eq(invoices.orderId, placed.orderId));
    const pdf = await getInvoicePdf(deps(), viewer, invoice!.reference);
    const text = pdfVisibleText(pdf.body);
    expect(text).toContain('Déploiement accompagné — Agent option');
    expect(text).toContain('125,00');

    await expect(openDeploymentRequest(deps(), viewer, requestFor(item.id))).resolves.toMatchObject({
      id: expect.any(String),
    });
    // The same product bought without the option comes without the creator's deployment.
    const other = await buyer();
    const without = await place(other, [{ productId: product.id, quantity: 1 }]);
    await deps().sandboxCheckout!.pay(await checkoutOf(without.orderId), '4242424242424242');
    await settled();
    const plain = await lineOf(without.orderId);
    expect(plain).toMatchObject({ deploymentCents: 0, totalCents: 4_900 });
    await expect(openDeploymentRequest(deps(), other, requestFor(plain.id))).rejects.toMatchObject({
      code: 'deployment_not_offered',
    });
  });

  it('is offered on the checkout page: ?lines=…:d priced with it, a ticked labelled box, the recap’s sub-line, the form posting it', async () => {
    const seller = await createSeller(db());
    const product = await createProduct(db(), {
      sellerId: seller.id,
      title: 'Agent coché',
      priceCents: 4_900,
      deploymentService: 'paid_option',
      deploymentPriceCents: 15_000,
    });
    const load = async (lines: string) =>
      answerOf<{ page: CheckoutPage }>(
        await checkoutLoader(await routeArgs(ctx.testApp, `/checkout?lines=${lines}`, null)),
      ).data.page;
    const page = await load(`${product.id}:2:d`);
    expect(page.lines).toEqual([{ productId: product.id, quantity: 2, deployment: true }]);
    const quote = page.quote!;
    expect(quote).toMatchObject({ subtotalCents: 24_800, totalCents: 24_800 });

    const recap = renderPage('/', OrderRecap, { quote }).replaceAll('<!-- -->', '');
    expect(recap).toContain('Déploiement accompagné <span class="tabular-nums">150,00\u00a0€</span>');
    const form = (priced: OrderQuote['lines']) =>
      renderPage('/', CheckoutForm, {
        lines: page.lines,
        priced,
        kinds: orderKindsOf(priced),
        values: {},
        providers: page.providers,
        countries: [],
        idempotencyKey: 'cle-de-test',
        gift: false,
      });
    const box = (html: string) => html.match(new RegExp(`<input[^>]*id="deployment-${product.id}"[^>]*>`))?.[0] ?? '';
    const ticked = form(quote.lines);
    // The box is labelled by its text (label for= its id), so a click on the text or the space bar ticks it.
    expect(ticked).toMatch(
      new RegExp(
        `<label for="deployment-${product.id}"[^>]*>Ajouter le déploiement accompagné de «\u00a0Agent coché\u00a0» \\(\\+\u00a0150,00\u00a0€\\)</label>`,
      ),
    );
    expect(box(ticked)).toContain(`value="${product.id}"`);
    expect(box(ticked)).toMatch(/name="deployment"/);
    expect(box(ticked)).toMatch(/checked=""/);
    expect(box(form((await load(`${product.id}:2`)).quote!.lines))).not.toContain('checked=""');

    // The product page's box goes with « Ajouter au panier » and « Acheter maintenant », once the page is hydrated.
    const buttons = renderPage(
      '/',
      () =>
        createElement(
          CartProvider,
          null,
          createElement(PurchaseButtons, {
            product: {
              ...product,
              cover: [],
              seller: { id: seller.id, name: 'Studio', certified: false },
              deploymentService: { priceCents: 15_000 },
            },
            owned: null,
          }),
        ),
      {},
    );
    expect(buttons).toMatch(/<input type="checkbox" id="product-deployment"[^>]*disabled=""/);
    expect(buttons).toContain('Ajouter le déploiement accompagné (+\u00a0150,00\u00a0€)');
    expect(buttons).toContain(`href="/checkout?buy=${product.id}"`);
    const bought = async (query: string) =>
      answerOf<{ page: CheckoutPage }>(await checkoutLoader(await routeArgs(ctx.testApp, `/checkout?${query}`, null)))
        .data.page.lines;
    expect(await bought(`buy=${product.id}&deployment=1`)).toEqual([
      { productId: product.id, quantity: 1, deployment: true },
    ]);
    // An option the product does not sell is dropped from such a link, never charged nor an error.
    const [plain] = await twoSellersProducts();
    expect(await bought(`buy=${plain.id}&deployment=1`)).toEqual([
      { productId: plain.id, quantity: 1, deployment: false },
    ]);

    // « Mettre à jour le récapitulatif »: the ticked box is what prices the line, not the link it came from.
    const post = async (deployment: boolean) => {
      const body = new URLSearchParams({ intent: 'quote', productId: product.id, quantity: '2', country: 'FR' });
      if (deployment) body.set('deployment', product.id);
      const request = new Request(`${testOrigin}/checkout`, { method: 'POST', body });
      const result = (await checkoutAction(deps(), null, request, { locale: 'fr', clientIp: null })) as {
        quote: OrderQuote;
      };
      return result.quote.lines[0]!;
    };
    expect(await post(true)).toMatchObject({ deploymentCents: 15_000, totalCents: 24_800 });
    expect(await post(false)).toMatchObject({ deploymentCents: 0, totalCents: 9_800 });
  });

  it('refuses the option on a product that does not sell it (or a subscription), and places nothing', async () => {
    const viewer = await buyer();
    const [a] = await twoSellersProducts();
    const monthly = await createProduct(db(), {
      sellerId: a.sellerId,
      billing: 'monthly',
      deploymentService: 'paid_option',
      deploymentPriceCents: 15_000,
    });
    for (const productId of [a.id, monthly.id]) {
      await expect(place(viewer, [{ productId, quantity: 1, deployment: true }])).rejects.toMatchObject({
        code: 'deployment_option_unavailable',
        status: 400,
        details: { productIds: [productId] },
      });
    }
    expect(await db().select().from(orders).where(eq(orders.buyerId, viewer.userId))).toEqual([]);
  });
});

describe('the checkout API', () => {
  it('needs a session or a guest’s address, an Idempotency-Key and a body with no price in it', async () => {
    const [a] = await twoSellersProducts();
    const body = { ...sandboxCheckoutFields, lines: [{ productId: a.id, quantity: 1 }] };
    const visitor = await ctx.postJson('/api/v1/checkout', body, { 'idempotency-key': randomUUID() });
    expect(visitor.status).toBe(400);
    expect((await visitor.json()).error.details).toContainEqual({ path: 'email', message: 'email_required' });

    const email = `api-${randomUUID()}@test.deploia.example`;
    await createUser(db(), { email, password: 'Un-mot-de-passe-solide-42' });
    const token = await ctx.bearerToken(email, 'Un-mot-de-passe-solide-42');
    const auth = { authorization: `Bearer ${token}` };

    const noKey = await ctx.postJson('/api/v1/checkout', body, auth);
    expect(noKey.status).toBe(400);
    const tampered = await ctx.postJson(
      '/api/v1/checkout',
      { ...body, lines: [{ productId: a.id, quantity: 1, unitPriceCents: 1 }] },
      { ...auth, 'idempotency-key': randomUUID() },
    );
    expect(tampered.status).toBe(400);
    const priced = await ctx.postJson(
      '/api/v1/checkout',
      { ...body, totalCents: 1 },
      { ...auth, 'idempotency-key': randomUUID() },
    );
    expect(priced.status).toBe(400);
    const unticked = await ctx.postJson(
      '/api/v1/checkout',
      { ...body, waiveWithdrawal: false },
      { ...auth, 'idempotency-key': randomUUID() },
    );
    expect(unticked.status).toBe(400);
    const tooMany = await ctx.postJson(
      '/api/v1/checkout',
      { ...body, lines: [{ productId: a.id, quantity: 101 }] },
      { ...auth, 'idempotency-key': randomUUID() },
    );
    expect(tooMany.status).toBe(400);

    const ok = await ctx.postJson('/api/v1/checkout', body, { ...auth, 'idempotency-key': 'api-key-0001' });
    expect(ok.status).toBe(201);
    const { data } = (await ok.json()) as { data: { orderId: string; redirectUrl: string } };
    expect(data.redirectUrl).toContain('/pay/sandbox/');
    expect((await orderOf(data.orderId)).totalCents).toBe(a.priceCents);
  });
});

describe('refunds', () => {
  it('refunds within 30 days: access revoked, ledger reversed, credit note; a second request is refused', async () => {
    const viewer = await buyer();
    const [a, b] = await twoSellersProducts();
    const placed = await payThroughSandbox(ctx, viewer, [
      { productId: a.id, quantity: 1 },
      { productId: b.id, quantity: 1 },
    ]);
    const reason = 'Le produit ne correspond pas à la description.';
    const item = await rows<{ id: string }>(
      db(),
      sql`select id from order_items where order_id = ${placed.orderId} and product_id = ${b.id}`,
    );
    const partial = await requestRefund(deps(), viewer, { orderId: placed.orderId, orderItemId: item[0]!.id, reason });
    expect(partial.status).toBe('succeeded');
    await settled();
    expect((await orderOf(placed.orderId)).status).toBe('partially_refunded');

    await requestRefund(deps(), viewer, { orderId: placed.orderId, reason });
    await settled();
    const order = await orderOf(placed.orderId);
    expect(order.status).toBe('refunded');
    const active = await db()
      .select()
      .from(licences)
      .where(and(eq(licences.ownerId, viewer.userId), eq(licences.status, 'active')));
    expect(active).toEqual([]);
    const [{ total }] = (await rows<{ total: number }>(
      db(),
      sql`select coalesce(sum(amount_cents), 0)::int as total from ledger_entries le
          join order_items oi on oi.id = le.order_item_id where oi.order_id = ${placed.orderId}`,
    )) as [{ total: number }];
    expect(total).toBe(0);
    const notes = await db()
      .select()
      .from(invoices)
      .where(and(eq(invoices.orderId, placed.orderId), eq(invoices.kind, 'credit_note')));
    expect(notes.map((n) => n.totalCents).sort((x, y) => x - y)).toEqual([4_900, 12_000]);
    expect(notes.every((n) => /^AVO-\d{4}-\d{6}$/.test(n.reference))).toBe(true);

    await expect(requestRefund(deps(), viewer, { orderId: placed.orderId, reason })).rejects.toMatchObject({
      code: 'already_refunded',
    });
    const refundEntries = await db().select().from(ledgerEntries).where(eq(ledgerEntries.kind, 'refund'));
    expect(refundEntries.length).toBeGreaterThanOrEqual(4);
  });

  it('refuses a refund after 30 days, of another buyer’s order, or without a reason', async () => {
    const viewer = await buyer();
    const [a] = await twoSellersProducts();
    const placed = await payThroughSandbox(ctx, viewer, [{ productId: a.id, quantity: 1 }]);
    const reason = 'Je me suis trompé de produit, désolé.';
    await expect(requestRefund(deps(), await buyer(), { orderId: placed.orderId, reason })).rejects.toMatchObject({
      code: 'order_not_found',
    });
    await expect(requestRefund(deps(), viewer, { orderId: placed.orderId, reason: 'court' })).rejects.toThrow();
    await db()
      .update(orders)
      .set({ paidAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(orders.id, placed.orderId));
    await expect(requestRefund(deps(), viewer, { orderId: placed.orderId, reason })).rejects.toMatchObject({
      code: 'refund_window_closed',
    });
    expect((await orderOf(placed.orderId)).status).toBe('paid');
  });

  it('takes refund requests over the API: the buyer for their own order, an administrator for any', async () => {
    const password = 'Un-mot-de-passe-solide-42';
    const member = async (roles: ('admin' | 'expert')[] = []) => {
      const email = `refund-${randomUUID()}@test.deploia.example`;
      const user = await createUser(db(), { email, password, roles });
      return {
        viewer: buildViewer({ userId: user.id, email }),
        auth: { authorization: `Bearer ${await ctx.bearerToken(email, password)}` },
      };
    };
    const [a, b] = await twoSellersProducts();
    const buyerOne = await member();
    const admin = await member(['admin']);
    const placed = await payThroughSandbox(ctx, buyerOne.viewer, [
      { productId: a.id, quantity: 1 },
      { productId: b.id, quantity: 1 },
    ]);
    const reason = { reason: 'Ne correspond pas à la description du produit.' };
    const path = `/api/v1/me/orders/${placed.orderId}/refunds`;

    expect((await ctx.postJson(path, reason)).status).toBe(401);
    expect((await ctx.postJson(path, { reason: 'court' }, buyerOne.auth)).status).toBe(400);
    expect((await ctx.postJson(path, { ...reason, amountCents: 1 }, buyerOne.auth)).status).toBe(400);
    const other = await member();
    expect((await ctx.postJson(path, reason, other.auth)).status).toBe(404);
    expect((await ctx.postJson(`/api/v1/admin/orders/${placed.orderId}/refunds`, reason, other.auth)).status).toBe(403);

    const [item] = await rows<{ id: string }>(
      db(),
      sql`select id from order_items where order_id = ${placed.orderId} and product_id = ${a.id}`,
    );
    const own = await ctx.postJson(path, { ...reason, orderItemId: item!.id }, buyerOne.auth);
    expect(own.status).toBe(201);
    expect(await own.json()).toEqual({ data: { refundId: expect.any(String), status: 'succeeded' } });
    await settled();

    // Past the buyer's 30 days, only an administrator may still refund.
    await db()
      .update(orders)
      .set({ paidAt: new Date(Date.now() - 45 * 86_400_000) })
      .where(eq(orders.id, placed.orderId));
    expect((await ctx.postJson(path, reason, buyerOne.auth)).status).toBe(422);
    const byAdmin = await ctx.postJson(`/api/v1/admin/orders/${placed.orderId}/refunds`, reason, admin.auth);
    expect(byAdmin.status).toBe(201);
    await settled();
    expect((await orderOf(placed.orderId)).status).toBe('refunded');
  });
});
