import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { action as checkoutAction } from '../../app/routes/checkout/checkout.tsx';
import type { CheckoutActionResult } from '../../app/routes/checkout/checkout-action.server.ts';
import type { Viewer } from '../../core/accounts/viewer.ts';
import { placeOrder } from '../../core/orders/place-order.ts';
import { openDatabase } from '../../db/client.ts';
import { buildViewer, createProduct, createPromotion, createUser } from '../../db/factories/index.ts';
import { orders, promotions } from '../../db/schema/index.ts';
import { answerOf, routeArgs } from '../setup/page-context.ts';
import { setUpTestApp } from '../setup/test-app-hooks.ts';
import { sandboxCheckoutFields } from '../support/checkout-fields.ts';
import { placeSandboxOrder } from '../support/sandbox-order.ts';
import { upkeepAt } from '../support/upkeep.ts';

/* Issue 17: one buyer used the same code three times. A code is usable `max_per_customer` times (1 by default) by
 * each buyer, counting their orders with it that are not canceled, expired or failed. */
const ctx = setUpTestApp();
const db = () => ctx.database.db;
const password = 'Un-mot-de-passe-solide-42';
let product: { id: string };

beforeAll(async () => {
  product = await createProduct(db(), { priceCents: 4_900 });
});

async function buyer(): Promise<Viewer & { email: string }> {
  const email = `promo-${randomUUID()}@test.deploia.example`;
  const user = await createUser(db(), { email, password });
  return buildViewer({ userId: user.id, email });
}

const lines = () => [{ productId: product.id, quantity: 1 }];
const order = (viewer: Viewer, promoCode: string) => placeSandboxOrder(ctx, viewer, lines(), { promoCode });
const redemptionsOf = async (id: string) =>
  (await db().select({ n: promotions.redemptions }).from(promotions).where(eq(promotions.id, id)))[0]!.n;

/** The checkout page's form, as the browser posts it. */
async function postCheckout(viewer: Viewer, intent: 'quote' | 'pay', promoCode: string) {
  const form = new URLSearchParams({
    intent,
    country: 'FR',
    promoCode,
    billingName: 'Camille Martin',
    provider: 'sandbox',
    acceptTerms: 'on',
    waiveWithdrawal: 'on',
    idempotencyKey: randomUUID(),
    productId: product.id,
    quantity: '1',
  });
  const args = await routeArgs(ctx.testApp, '/checkout', viewer, { init: { method: 'POST', body: form } });
  try {
    return answerOf<CheckoutActionResult>(await checkoutAction(args));
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, data: null, headers: thrown.headers };
    throw thrown;
  }
}

/** `POST /api/v1/checkout` by `viewer` with a bearer token. */
async function apiCheckout(viewer: { email: string }, promoCode: string) {
  const token = await ctx.bearerToken(viewer.email, password);
  return ctx.postJson(
    '/api/v1/checkout',
    { ...sandboxCheckoutFields, lines: lines(), promoCode },
    { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
  );
}

/** `POST /api/v1/checkout/quote` by `viewer` with a bearer token. */
async function apiQuote(viewer: { email: string }, promoCode: string) {
  const token = await ctx.bearerToken(viewer.email, password);
  return ctx.postJson(
    '/api/v1/checkout/quote',
    { country: 'FR', lines: lines(), promoCode },
    { authorization: `Bearer ${token}` },
  );
}

const refused = { code: 'promo_customer_limit', status: 422, details: { field: 'promoCode' } };

describe('a promotion code used once per buyer by default', () => {
  it('refuses a buyer’s second use on the page (quote and pay) and through the API', async () => {
    const promo = await createPromotion(db(), { code: `UNEFOIS${randomUUID().slice(0, 6)}` });
    expect(promo.maxPerCustomer).toBe(1);
    const viewer = await buyer();

    const firstQuote = await postCheckout(viewer, 'quote', promo.code!);
    expect(firstQuote.data?.quote?.discountCents).toBe(490);
    const apiFirstQuote = await apiQuote(viewer, promo.code!);
    expect(apiFirstQuote.status).toBe(200);
    expect((await apiFirstQuote.json()).data).toMatchObject({ discountCents: 490, totalCents: 4_410 });
    expect((await postCheckout(viewer, 'pay', promo.code!)).status).toBe(302);

    const quoted = await postCheckout(viewer, 'quote', promo.code!.toLowerCase());
    expect(quoted.status).toBe(422);
    expect(quoted.data?.fieldErrors).toEqual({ promoCode: 'promo_customer_limit' });
    const paid = await postCheckout(viewer, 'pay', promo.code!);
    expect(paid.status).toBe(422);
    expect(paid.data?.fieldErrors).toEqual({ promoCode: 'promo_customer_limit' });

    const apiQuoted = await apiQuote(viewer, promo.code!);
    expect(apiQuoted.status).toBe(422);
    expect(await apiQuoted.json()).toMatchObject({ error: { code: 'promo_customer_limit' } });
    const api = await apiCheckout(viewer, promo.code!);
    expect(api.status).toBe(422);
    expect(await api.json()).toMatchObject({
      error: { code: 'promo_customer_limit', message: 'Vous avez déjà utilisé ce code' },
    });
    await expect(order(viewer, promo.code!)).rejects.toMatchObject(refused);
    expect(await redemptionsOf(promo.id)).toBe(1);
  });

  it('lets another buyer use it, through the API too', async () => {
    const promo = await createPromotion(db());
    await order(await buyer(), promo.code!);
    expect((await apiCheckout(await buyer(), promo.code!)).status).toBe(201);
    expect(await redemptionsOf(promo.id)).toBe(2);
  });

  it('is usable again once the buyer’s order with it expired unpaid', async () => {
    const promo = await createPromotion(db());
    const viewer = await buyer();
    const first = await order(viewer, promo.code!);
    await expect(order(viewer, promo.code!)).rejects.toMatchObject(refused);
    const [placed] = await db().select().from(orders).where(eq(orders.id, first.orderId));
    await upkeepAt(ctx, new Date(placed!.expiresAt!.getTime() + 60_000));
    expect((await db().select().from(orders).where(eq(orders.id, first.orderId)))[0]!.status).toBe('expired');

    expect((await postCheckout(viewer, 'quote', promo.code!)).status).toBe(200);
    expect((await order(viewer, promo.code!)).status).toBe('pending_payment');
  });

  it('counts up to max_per_customer, and never limits a buyer when it is null', async () => {
    const twice = await createPromotion(db(), { maxPerCustomer: 2 });
    const unlimited = await createPromotion(db(), { maxPerCustomer: null });
    const viewer = await buyer();
    await order(viewer, twice.code!);
    await order(viewer, twice.code!);
    await expect(order(viewer, twice.code!)).rejects.toMatchObject(refused);
    for (let i = 0; i < 3; i++) await order(viewer, unlimited.code!);
    expect(await redemptionsOf(unlimited.id)).toBe(3);
  });

  it('keeps the total limit: a buyer within their own share is refused once the code is used up', async () => {
    const promo = await createPromotion(db(), { maxRedemptions: 1, maxPerCustomer: null });
    await order(await buyer(), promo.code!);
    await expect(order(await buyer(), promo.code!)).rejects.toMatchObject({ code: 'promo_used_up' });
  });

  it('lets exactly one of three concurrent checkouts by the same buyer with the same code through', async () => {
    const promo = await createPromotion(db());
    const viewer = await buyer();
    // On PostgreSQL, separate connections, so that the two transactions really race for the promotion's row.
    const database = ctx.database;
    const pool = database.kind === 'postgres' ? await openDatabase({ url: database.url, maxConnections: 4 }) : null;
    const deps = pool ? { ...ctx.testApp.deps, db: pool.db } : ctx.testApp.deps;
    try {
      const outcomes = await Promise.allSettled(
        [0, 1, 2].map(() =>
          placeOrder(
            deps,
            viewer,
            { ...sandboxCheckoutFields, promoCode: promo.code!, lines: lines() },
            { idempotencyKey: randomUUID(), locale: 'fr' },
          ),
        ),
      );
      expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
      expect(outcomes.flatMap((o) => (o.status === 'rejected' ? [o.reason.code] : []))).toEqual([
        'promo_customer_limit',
        'promo_customer_limit',
      ]);
    } finally {
      await pool?.close();
    }
    expect(await redemptionsOf(promo.id)).toBe(1);
    expect(await db().$count(orders, eq(orders.promotionId, promo.id))).toBe(1);
  });
});
