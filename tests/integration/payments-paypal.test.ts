import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { finishPaypalTest } from '../../core/payments/paypal-test-finish.ts';
import { paypalTestProof } from '../../core/payments/paypal-test-reference.ts';
import { startPaypalTest } from '../../core/payments/paypal-test-start.ts';
import type { CreateCheckoutInput, PaymentProvider } from '../../core/ports/payment-provider.ts';
import { AppError } from '../../core/shared/app-error.ts';
import type { Database } from '../../db/client.ts';
import { rateLimit } from '../../db/schema/index.ts';
import { paypalPaymentProvider } from '../../server/adapters/payments/paypal.ts';
import { type FakePaypal, startFakePaypal } from '../mocks/fake-paypal-server.ts';
import { openTestDatabase } from '../setup/test-database.ts';

let fake: FakePaypal;
let provider: PaymentProvider;
let database: Database;

const providerFor = (overrides: { clientSecret?: string; webhookId?: string } = {}) =>
  paypalPaymentProvider({
    clientId: fake.clientId,
    clientSecret: overrides.clientSecret ?? fake.clientSecret,
    webhookId: overrides.webhookId ?? fake.webhookId,
    environment: 'sandbox',
    baseUrl: fake.baseUrl,
  });

beforeAll(async () => {
  fake = await startFakePaypal();
  provider = providerFor();
  database = await openTestDatabase();
});
afterAll(async () => {
  await fake.close();
  await database.close();
});
beforeEach(() => {
  fake.requests.length = 0;
  fake.refundsAnswer('COMPLETED');
});

let sequence = 0;
const order = (overrides: Partial<CreateCheckoutInput> = {}): CreateCheckoutInput => {
  sequence += 1;
  return {
    orderId: `0b6f3c1e-4a57-4f7e-9f21-3d2a1c9b${String(sequence).padStart(4, '0')}`,
    orderNumber: `CMD-2026-${String(sequence).padStart(6, '0')}`,
    amountCents: 9_998,
    currency: 'EUR',
    lines: [
      {
        orderItemId: 'item-1',
        title: 'Chatbot support client',
        unitAmountCents: 4_900,
        quantity: 2,
        billing: 'one_time',
      },
      { orderItemId: 'item-2', title: 'Modèle de prompts', unitAmountCents: 198, quantity: 1, billing: 'one_time' },
    ],
    buyerEmail: 'zoe@example.com',
    locale: 'fr',
    successUrl: 'https://deploia.test/payment-success?order=CMD',
    cancelUrl: 'https://deploia.test/payment-canceled?order=CMD',
    idempotencyKey: `checkout-key-${sequence}`,
    ...overrides,
  };
};

const json = (body: string) => JSON.parse(body) as Record<string, unknown>;

/** An order the payer has approved at PayPal, and whose capture behaves as asked. */
async function approvedOrder(behaviour: Parameters<FakePaypal['approve']>[1] = 'COMPLETED') {
  const { providerRef } = await provider.createCheckout(order());
  fake.approve(providerRef, behaviour);
  return providerRef;
}

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('createCheckout', () => {
  it('opens an Orders v2 order naming our order, for the exact amounts, through an OAuth token', async () => {
    const input = order();
    const session = await provider.createCheckout(input);

    const [token] = fake.sent('POST', '/v1/oauth2/token');
    expect(token?.headers.authorization).toBe(
      `Basic ${Buffer.from(`${fake.clientId}:${fake.clientSecret}`).toString('base64')}`,
    );
    const [create] = fake.sent('POST', '/v2/checkout/orders');
    expect(create?.headers.authorization).toMatch(/^Bearer A21AA/);
    expect(create?.headers['paypal-request-id']).toBe(input.idempotencyKey);
    expect(json(create!.body)).toEqual({
      intent: 'CAPTURE',
      purchase_units: [
        {
          custom_id: input.orderId,
          invoice_id: input.orderNumber,
          amount: {
            currency_code: 'EUR',
            value: '99.98',
            breakdown: { item_total: { currency_code: 'EUR', value: '99.98' } },
          },
          items: [
            {
              name: 'Chatbot support client',
              sku: 'item-1',
              unit_amount: { currency_code: 'EUR', value: '49.00' },
              quantity: '2',
              category: 'DIGITAL_GOODS',
            },
            {
              name: 'Modèle de prompts',
              sku: 'item-2',
              unit_amount: { currency_code: 'EUR', value: '1.98' },
              quantity: '1',
              category: 'DIGITAL_GOODS',
            },
          ],
        },
      ],
      payment_source: {
        paypal: {
          email_address: 'zoe@example.com',
          experience_context: {
            brand_name: 'Déploia',
            locale: 'fr-FR',
            return_url: input.successUrl,
            cancel_url: input.cancelUrl,
            shipping_preference: 'NO_SHIPPING',
            user_action: 'PAY_NOW',
          },
        },
      },
    });
    expect(fake.order(session.providerRef)).toBeDefined();
    expect(session.redirectUrl).toBe(`https://www.sandbox.paypal.com/checkoutnow?token=${session.providerRef}`);
  });

  it('reuses its token, and a retried creation with the same idempotency key opens no second order', async () => {
    const input = order();
    const first = await provider.createCheckout(input);
    const again = await provider.createCheckout(input);
    expect(again.providerRef).toBe(first.providerRef);
    expect(fake.sent('POST', '/v1/oauth2/token')).toHaveLength(0);
  });

  it('refuses monthly or yearly lines before calling PayPal', async () => {
    const input = order({
      amountCents: 1_500,
      lines: [{ orderItemId: 'item-3', title: 'Agent IA', unitAmountCents: 1_500, quantity: 1, billing: 'monthly' }],
    });
    const error = await rejection(provider.createCheckout(input));
    expect([error.code, error.status]).toEqual(['provider_unsupported', 422]);
    expect(error.message).toBe('PayPal ne prend pas en charge les abonnements : choisissez un autre moyen de paiement');
    expect(fake.requests).toHaveLength(0);
  });

  it('fails without reaching the orders API when PayPal refuses the credentials', async () => {
    const stranger = providerFor({ clientSecret: 'wrong-secret' });
    await expect(stranger.createCheckout(order())).rejects.toThrow();
    expect(fake.sent('POST', '/v1/oauth2/token')).toHaveLength(1);
    expect(fake.sent('POST', '/v2/checkout/orders')).toHaveLength(0);
  });
});

describe('confirmCheckout', () => {
  it('says nothing happened while the payer has not approved', async () => {
    const { providerRef } = await provider.createCheckout(order());
    expect(await provider.confirmCheckout(providerRef)).toBeNull();
    expect(fake.sent('POST', `/v2/checkout/orders/${providerRef}/capture`)).toHaveLength(0);
  });

  it('captures an approved order once, with a request id derived from the order, however often the buyer returns', async () => {
    const providerRef = await approvedOrder();
    const paid = { kind: 'checkout_paid', eventId: `return:${providerRef}`, providerRef, amountCents: 9_998 };
    expect(await provider.confirmCheckout(providerRef)).toEqual(paid);
    expect(await provider.confirmCheckout(providerRef)).toEqual(paid);

    const capturesSent = fake.sent('POST', `/v2/checkout/orders/${providerRef}/capture`);
    expect(capturesSent.map((request) => request.headers['paypal-request-id'])).toEqual([`capture-${providerRef}`]);
  });

  it('maps a pending capture, a declined one, a refused funding source and a voided order', async () => {
    const pending = await approvedOrder('PENDING');
    expect(await provider.confirmCheckout(pending)).toEqual({
      kind: 'checkout_processing',
      eventId: `return:${pending}:checkout_processing`,
      providerRef: pending,
    });

    const declined = await approvedOrder('DECLINED');
    expect(await provider.confirmCheckout(declined)).toMatchObject({
      kind: 'checkout_failed',
      eventId: `return:${declined}:checkout_failed`,
      providerRef: declined,
    });

    const refused = await approvedOrder('INSTRUMENT_DECLINED');
    expect(await provider.confirmCheckout(refused)).toMatchObject({
      kind: 'payment_attempt_failed',
      providerRef: refused,
      reason: 'PayPal INSTRUMENT_DECLINED',
    });

    const { providerRef: voided } = await provider.createCheckout(order());
    fake.void(voided);
    expect(await provider.confirmCheckout(voided)).toEqual({
      kind: 'checkout_expired',
      eventId: `return:${voided}:checkout_expired`,
      providerRef: voided,
    });
  });
});

describe('refund', () => {
  it("refunds the order's capture once per refund id, carrying our ids for the webhook", async () => {
    const providerRef = await approvedOrder();
    await provider.confirmCheckout(providerRef);
    const captureId = fake.order(providerRef)!.capture!.id;
    const input = {
      providerRef,
      amountCents: 4_900,
      currency: 'EUR' as const,
      reason: 'Ne convient pas',
      refundId: 'rf-1',
    };

    const first = await provider.refund(input);
    const again = await provider.refund(input);

    expect(first).toEqual({ refundRef: expect.any(String), status: 'succeeded' });
    expect(again).toEqual(first);
    expect(fake.order(providerRef)!.refunds).toHaveLength(1);
    const [sent] = fake.sent('POST', `/v2/payments/captures/${captureId}/refund`);
    expect(sent?.headers['paypal-request-id']).toBe('rf-1');
    expect(json(sent!.body)).toEqual({
      amount: { currency_code: 'EUR', value: '49.00' },
      custom_id: `${providerRef}.rf-1`,
      note_to_payer: 'Ne convient pas',
    });
  });

  it('reports a pending or failed refund as such', async () => {
    for (const [answer, status] of [
      ['PENDING', 'pending'],
      ['FAILED', 'failed'],
    ] as const) {
      const providerRef = await approvedOrder();
      await provider.confirmCheckout(providerRef);
      fake.refundsAnswer(answer);
      const result = await provider.refund({
        providerRef,
        amountCents: 9_998,
        currency: 'EUR',
        reason: 'Doublon',
        refundId: `rf-${answer}`,
      });
      expect(result.status).toBe(status);
    }
  });

  it('refuses to refund an order that was never captured', async () => {
    const { providerRef } = await provider.createCheckout(order());
    const refund = provider.refund({
      providerRef,
      amountCents: 100,
      currency: 'EUR',
      reason: 'x',
      refundId: 'rf-none',
    });
    expect((await rejection(refund)).code).toBe('refund_unavailable');
  });

  it('has no subscriptions to cancel', async () => {
    expect((await rejection(provider.cancelSubscription('I-123'))).code).toBe('provider_unsupported');
  });
});

describe('parseWebhook', () => {
  const event = (type: string, resource: Record<string, unknown>) =>
    JSON.stringify({ id: `WH-${type}-${++sequence}`, event_type: type, resource_type: 'x', resource });
  const deliver = (body: string, headers = fake.sign(body)) => provider.parseWebhook(body, headers);

  async function paidOrder() {
    const providerRef = await approvedOrder();
    await provider.confirmCheckout(providerRef);
    return { providerRef, capture: fake.order(providerRef)!.capture! };
  }

  it('asks PayPal to verify the delivery with its transmission headers, our webhook id and the raw event', async () => {
    const { providerRef, capture } = await paidOrder();
    const body = event('PAYMENT.CAPTURE.COMPLETED', {
      ...capture,
      status: 'COMPLETED',
      supplementary_data: { related_ids: { order_id: providerRef } },
    });
    const headers = fake.sign(body);

    expect(await deliver(body, headers)).toEqual({
      kind: 'checkout_paid',
      eventId: json(body).id,
      providerRef,
      amountCents: 9_998,
    });
    const [verification] = fake.sent('POST', '/v1/notifications/verify-webhook-signature');
    expect(verification?.headers.authorization).toMatch(/^Bearer /);
    expect(json(verification!.body)).toEqual({
      auth_algo: 'SHA256withRSA',
      cert_url: headers.get('paypal-cert-url'),
      transmission_id: headers.get('paypal-transmission-id'),
      transmission_sig: headers.get('paypal-transmission-sig'),
      transmission_time: headers.get('paypal-transmission-time'),
      webhook_id: fake.webhookId,
      webhook_event: json(body),
    });
  });

  it('refuses a forged, tampered, unsigned or unreadable delivery, or one signed for another webhook', async () => {
    const body = event('PAYMENT.CAPTURE.COMPLETED', { id: 'CAP1', amount: { currency_code: 'EUR', value: '1.00' } });
    const signed = fake.sign(body);
    const tampered = body.replace('"1.00"', '"1000.00"');
    const forged = new Headers(signed);
    forged.set('paypal-transmission-sig', 'Zm9yZ2Vk');
    const unsigned = new Headers(signed);
    unsigned.delete('paypal-transmission-sig');

    for (const attempt of [
      () => deliver(tampered, signed),
      () => deliver(body, forged),
      () => deliver(body, unsigned),
      () => deliver('{"id":', fake.sign('{"id":')),
      () => providerFor({ webhookId: 'WH-SOMEONE-ELSE' }).parseWebhook(body, fake.sign(body)),
    ]) {
      const error = await rejection(attempt());
      expect([error.code, error.status, error.message]).toEqual([
        'invalid_signature',
        400,
        'Signature du webhook invalide',
      ]);
    }
    expect(fake.sent('POST', '/v1/notifications/verify-webhook-signature')).toHaveLength(3);
  });

  // Issue 17: a genuine delivery PayPal would send again and again if it were refused is acknowledged (receive-webhook.ts).
  it('reads a genuine event of a shape it cannot use as unusable_event, once PayPal has vouched for it', async () => {
    for (const body of ['null', '[]', '{"id":"WH-1","resource":null}']) {
      expect((await rejection(deliver(body))).code, body).toBe('unusable_event');
    }
  });

  it('captures an approved order it hears of, under the webhook event id', async () => {
    const providerRef = await approvedOrder();
    const body = event('CHECKOUT.ORDER.APPROVED', { id: providerRef, status: 'APPROVED' });
    expect(await deliver(body)).toEqual({
      kind: 'checkout_paid',
      eventId: json(body).id,
      providerRef,
      amountCents: 9_998,
    });
    expect(fake.order(providerRef)!.status).toBe('COMPLETED');
  });

  it('maps a denied capture, refunds (ours and ones made at PayPal) and other events', async () => {
    const { providerRef, capture } = await paidOrder();
    const related = { supplementary_data: { related_ids: { order_id: providerRef } } };
    expect(
      await deliver(event('PAYMENT.CAPTURE.DENIED', { ...capture, status: 'DECLINED', ...related })),
    ).toMatchObject({
      kind: 'checkout_failed',
      providerRef,
    });

    const up = [{ rel: 'up', href: `https://api-m.sandbox.paypal.com/v2/payments/captures/${capture.id}` }];
    const amount = { currency_code: 'EUR', value: '49.00' };
    const ours = event('PAYMENT.CAPTURE.REFUNDED', {
      id: 'RF1',
      status: 'COMPLETED',
      amount,
      custom_id: `${providerRef}.rf-9`,
      links: up,
    });
    /** The full refund of the capture that `refunded` tells of, as the provider port reads it. */
    const refundSucceeded = (refunded: typeof ours, refundRef: string) => ({
      kind: 'refund_succeeded',
      eventId: json(refunded).id,
      refundRef,
      providerRef,
      amountCents: 4_900,
    });
    expect(await deliver(ours)).toEqual({ ...refundSucceeded(ours, 'RF1'), refundId: 'rf-9' });

    const atPaypal = event('PAYMENT.CAPTURE.REFUNDED', { id: 'RF2', status: 'COMPLETED', amount, links: up });
    expect(await deliver(atPaypal)).toEqual(refundSucceeded(atPaypal, 'RF2'));

    const failed = event('PAYMENT.REFUND.FAILED', {
      id: 'RF3',
      status: 'FAILED',
      amount,
      custom_id: `${providerRef}.rf-10`,
    });
    expect(await deliver(failed)).toMatchObject({
      kind: 'refund_failed',
      refundRef: 'RF3',
      providerRef,
      refundId: 'rf-10',
    });

    const other = event('CUSTOMER.DISPUTE.CREATED', { id: 'PP-D-1' });
    expect(await deliver(other)).toEqual({
      kind: 'ignored',
      eventId: json(other).id,
      type: 'CUSTOMER.DISPUTE.CREATED',
    });
  });

  it('acknowledges /paypal-test payments without capturing them', async () => {
    const { providerRef } = await provider.createCheckout(order({ orderId: 'paypal-test-6f1c' }));
    fake.approve(providerRef);
    const approved = event('CHECKOUT.ORDER.APPROVED', {
      id: providerRef,
      purchase_units: [{ custom_id: 'paypal-test-6f1c' }],
    });
    expect(await deliver(approved)).toMatchObject({ kind: 'ignored', type: 'CHECKOUT.ORDER.APPROVED' });
    expect(fake.order(providerRef)!.status).toBe('APPROVED');

    const refunded = event('PAYMENT.CAPTURE.REFUNDED', {
      id: 'RF4',
      status: 'COMPLETED',
      custom_id: `${providerRef}.paypal-test-refund-${providerRef}`,
    });
    expect(await deliver(refunded)).toMatchObject({ kind: 'ignored' });
  });
});

describe('/paypal-test', () => {
  let now = Date.parse('2026-11-22T09:00:00Z');
  const deps = (paypal: PaymentProvider | null = provider) => ({
    db: database.db,
    clock: { now: () => new Date(now) },
    payments: paypal ? { paypal } : {},
    paypalEnvironment: 'sandbox' as const,
    publicUrl: 'https://deploia.test',
    secret: 'test-secret-of-at-least-32-characters!',
    log: pino({ level: 'silent' }),
  });
  const start = (ip = '203.0.113.7') => startPaypalTest(deps(), { ip, locale: 'en', itemTitle: 'Déploia PayPal test' });
  const finish = (query: Record<string, string>, proof?: string) => finishPaypalTest(deps(), { query, proof });

  beforeEach(async () => {
    await database.db.delete(rateLimit);
    now += 60_000;
  });

  it('says PayPal is not configured, and starts nothing', async () => {
    expect(await finishPaypalTest(deps(null), { query: {}, proof: undefined })).toEqual({
      paypal: null,
      outcome: null,
    });
    const started = await startPaypalTest(deps(null), { ip: null, locale: 'fr', itemTitle: 'Test' });
    expect(started).toEqual({ status: 'not_configured' });
  });

  it('opens a 1 € order under a test reference, then captures and refunds it on the way back', async () => {
    expect(await finish({})).toEqual({ paypal: { environment: 'sandbox' }, outcome: null });
    const started = await start();
    if (started.status !== 'started') throw new Error(`not started: ${started.status}`);
    const sent = json(fake.sent('POST', '/v2/checkout/orders')[0]!.body) as {
      purchase_units: { custom_id: string; invoice_id: string; amount: { value: string } }[];
      payment_source: { paypal: { experience_context: Record<string, string> } };
    };
    expect(sent.purchase_units[0]).toMatchObject({
      custom_id: expect.stringMatching(/^paypal-test-[0-9a-f-]{36}$/),
      invoice_id: expect.stringMatching(/^TEST-PAYPAL-\d{8}-[0-9A-F]{10}$/),
      amount: { value: '1.00' },
    });
    expect(sent.payment_source.paypal.experience_context).toMatchObject({
      return_url: 'https://deploia.test/paypal-test?outcome=return',
      cancel_url: 'https://deploia.test/paypal-test?outcome=cancel',
      locale: 'en-GB',
    });
    const paypalOrderId = started.paypalOrderId;
    expect(started.redirectUrl).toContain(paypalOrderId);

    const back = { outcome: 'return', token: paypalOrderId, PayerID: 'PAYER1' };
    expect((await finish(back, started.proof)).outcome).toEqual({ status: 'not_approved', paypalOrderId });

    fake.approve(paypalOrderId);
    const refunded = {
      status: 'refunded',
      paypalOrderId,
      amountCents: 100,
      refundRef: expect.any(String),
      refundPending: false,
    };
    const first = await finish(back, started.proof);
    expect(first.outcome).toEqual(refunded);
    // A reload shows the same outcome: nothing is captured or refunded twice.
    expect((await finish(back, started.proof)).outcome).toEqual(first.outcome);
    expect(fake.order(paypalOrderId)!.refunds).toHaveLength(1);
    expect(fake.order(paypalOrderId)!.capture!.status).toBe('REFUNDED');
  });

  it('touches no PayPal order the browser has no proof for, such as a real buyer’s', async () => {
    const buyers = await approvedOrder();
    const started = await start();
    if (started.status !== 'started') throw new Error('not started');
    fake.requests.length = 0;

    for (const proof of [undefined, started.proof, paypalTestProof('another-secret', buyers)]) {
      expect((await finish({ outcome: 'return', token: buyers }, proof)).outcome).toEqual({ status: 'unknown_test' });
    }
    expect(fake.requests).toHaveLength(0);
    expect(fake.order(buyers)!.status).toBe('APPROVED');
  });

  it('shows a cancel, a declined payment and a refund PayPal refused', async () => {
    expect((await finish({ outcome: 'cancel', token: 'ABC123DEF456GH789' })).outcome).toEqual({ status: 'canceled' });

    const declined = await start();
    if (declined.status !== 'started') throw new Error('not started');
    fake.approve(declined.paypalOrderId, 'DECLINED');
    const back = { outcome: 'return', token: declined.paypalOrderId };
    expect((await finish(back, declined.proof)).outcome).toEqual({
      status: 'declined',
      paypalOrderId: declined.paypalOrderId,
    });

    const unrefunded = await start();
    if (unrefunded.status !== 'started') throw new Error('not started');
    fake.approve(unrefunded.paypalOrderId);
    fake.refundsAnswer('FAILED');
    const outcome = (await finish({ outcome: 'return', token: unrefunded.paypalOrderId }, unrefunded.proof)).outcome;
    expect(outcome).toEqual({ status: 'refund_failed', paypalOrderId: unrefunded.paypalOrderId, amountCents: 100 });
  });

  it('limits how many tests one address can start in an hour', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await start('198.51.100.4')).status).toBe('started');
    expect(await start('198.51.100.4')).toEqual({ status: 'rate_limited', retryAfterSeconds: 3600 });
    expect((await start('198.51.100.5')).status).toBe('started');
  });
});
