import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CreateCheckoutInput, PaymentEvent } from '../../core/ports/payment-provider.ts';
import { AppError } from '../../core/shared/app-error.ts';
import { stripePaymentProvider } from '../../server/adapters/payments/stripe.ts';
import { type FakeStripe, type StripeObject, startFakeStripe } from '../mocks/fake-stripe-server.ts';

const secretKey = 'sk_test_deploia';
const webhookSecret = 'whsec_deploia_test';

let fake: FakeStripe;
let provider: ReturnType<typeof stripePaymentProvider>;

beforeAll(async () => {
  fake = await startFakeStripe();
  provider = stripePaymentProvider({
    secretKey,
    webhookSecret,
    host: '127.0.0.1',
    port: fake.port,
    protocol: 'http',
  });
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const order = (overrides: Partial<CreateCheckoutInput> = {}): CreateCheckoutInput => ({
  orderId: '0b6f3c1e-4a57-4f7e-9f21-3d2a1c9b8e70',
  orderNumber: 'CMD-2026-000042',
  amountCents: 9_800,
  currency: 'EUR',
  lines: [
    {
      orderItemId: 'item-1',
      title: 'Chatbot support client',
      unitAmountCents: 4_900,
      quantity: 2,
      billing: 'one_time',
    },
  ],
  buyerEmail: 'zoe@example.com',
  locale: 'fr',
  successUrl: 'https://deploia.test/payment-success?order=CMD-2026-000042',
  cancelUrl: 'https://deploia.test/payment-canceled?order=CMD-2026-000042',
  idempotencyKey: 'checkout-key-1',
  ...overrides,
});

const onlyRequest = () => {
  expect(fake.requests).toHaveLength(1);
  return fake.requests[0]!;
};

/** Puts a session in the fake as Stripe would hold it once the buyer has acted. */
function seedSession(fields: Partial<StripeObject> & { id: string }) {
  fake.sessions.set(fields.id, {
    object: 'checkout.session',
    mode: 'payment',
    status: 'open',
    payment_status: 'unpaid',
    amount_total: 9_800,
    payment_intent: null,
    subscription: null,
    invoice: null,
    metadata: {},
    url: null,
    ...fields,
  });
}

function expectInvalidSignature(promise: Promise<unknown>) {
  return expect(promise).rejects.toSatisfy(
    (error) => error instanceof AppError && error.code === 'invalid_signature' && error.status === 400,
  );
}

describe('createCheckout', () => {
  it('opens a payment-mode session with VAT-inclusive EUR lines, the order in metadata and the idempotency key', async () => {
    const session = await provider.createCheckout(order());

    const request = onlyRequest();
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/v1/checkout/sessions');
    expect(request.headers.authorization).toBe(`Bearer ${secretKey}`);
    expect(request.headers['idempotency-key']).toBe('checkout-key-1');
    expect(Object.fromEntries(request.form)).toEqual({
      mode: 'payment',
      'line_items[0][quantity]': '2',
      'line_items[0][price_data][currency]': 'eur',
      'line_items[0][price_data][unit_amount]': '4900',
      'line_items[0][price_data][product_data][name]': 'Chatbot support client',
      'line_items[0][price_data][product_data][metadata][orderItemId]': 'item-1',
      client_reference_id: '0b6f3c1e-4a57-4f7e-9f21-3d2a1c9b8e70',
      customer_email: 'zoe@example.com',
      locale: 'fr',
      success_url: 'https://deploia.test/payment-success?order=CMD-2026-000042',
      cancel_url: 'https://deploia.test/payment-canceled?order=CMD-2026-000042',
      'metadata[orderId]': '0b6f3c1e-4a57-4f7e-9f21-3d2a1c9b8e70',
      'metadata[orderNumber]': 'CMD-2026-000042',
      'payment_intent_data[metadata][orderId]': '0b6f3c1e-4a57-4f7e-9f21-3d2a1c9b8e70',
      'payment_intent_data[metadata][orderNumber]': 'CMD-2026-000042',
    });
    const stored = fake.sessions.get(session.providerRef);
    expect(stored?.amount_total).toBe(9_800);
    expect(session).toEqual({
      providerRef: stored?.id,
      redirectUrl: `https://checkout.stripe.test/c/pay/${stored?.id}`,
    });
  });

  it('opens a subscription-mode session when a line renews monthly, one-off lines beside it', async () => {
    await provider.createCheckout(
      order({
        amountCents: 6_400,
        lines: [
          { orderItemId: 'item-1', title: 'Agent de veille', unitAmountCents: 1_500, quantity: 1, billing: 'monthly' },
          { orderItemId: 'item-2', title: 'Modèle n8n', unitAmountCents: 4_900, quantity: 1, billing: 'one_time' },
        ],
      }),
    );

    const { form } = onlyRequest();
    expect(form.get('mode')).toBe('subscription');
    expect(form.get('line_items[0][price_data][recurring][interval]')).toBe('month');
    expect(form.get('line_items[0][price_data][unit_amount]')).toBe('1500');
    expect(form.has('line_items[1][price_data][recurring][interval]')).toBe(false);
    expect(form.get('line_items[1][price_data][unit_amount]')).toBe('4900');
    expect(form.get('subscription_data[metadata][orderId]')).toBe('0b6f3c1e-4a57-4f7e-9f21-3d2a1c9b8e70');
    expect(form.get('subscription_data[metadata][orderNumber]')).toBe('CMD-2026-000042');
    // Stripe refuses payment_intent_data in subscription mode.
    expect([...form.keys()].filter((key) => key.startsWith('payment_intent_data'))).toEqual([]);
  });

  it('bills a yearly line every year', async () => {
    await provider.createCheckout(
      order({
        lines: [
          {
            orderItemId: 'item-1',
            title: 'SaaS IA clé en main',
            unitAmountCents: 9_800,
            quantity: 1,
            billing: 'yearly',
          },
        ],
      }),
    );

    const { form } = onlyRequest();
    expect(form.get('mode')).toBe('subscription');
    expect(form.get('line_items[0][price_data][recurring][interval]')).toBe('year');
  });

  it('refuses monthly and yearly lines in one checkout without calling Stripe', async () => {
    const mixed = order({
      lines: [
        { orderItemId: 'item-1', title: 'Agent mensuel', unitAmountCents: 1_500, quantity: 1, billing: 'monthly' },
        { orderItemId: 'item-2', title: 'Agent annuel', unitAmountCents: 15_000, quantity: 1, billing: 'yearly' },
      ],
    });

    await expect(provider.createCheckout(mixed)).rejects.toMatchObject({
      code: 'mixed_billing_intervals',
      status: 422,
    });
    expect(fake.requests).toEqual([]);
  });

  it.each(['fr', 'en', 'es', 'de'] as const)('shows the Stripe page in the buyer’s language (%s)', async (locale) => {
    await provider.createCheckout(order({ locale }));
    expect(onlyRequest().form.get('locale')).toBe(locale);
  });

  it('retries a failed creation with the same idempotency key, so Stripe opens one session', async () => {
    fake.failNext(500);
    const session = await provider.createCheckout(order());

    expect(fake.requests).toHaveLength(2);
    expect(fake.requests.map((request) => request.headers['idempotency-key'])).toEqual([
      'checkout-key-1',
      'checkout-key-1',
    ]);
    expect([...fake.sessions.keys()]).toEqual([session.providerRef]);
  });

  it('gets the same session back when the order’s checkout is asked again with its key', async () => {
    const first = await provider.createCheckout(order());
    const second = await provider.createCheckout(order());

    expect(second).toEqual(first);
    expect(fake.sessions.size).toBe(1);
  });
});

describe('confirmCheckout', () => {
  const confirmed = (fields: Partial<StripeObject>) => {
    seedSession({ id: 'cs_test_return', ...fields });
    return provider.confirmCheckout('cs_test_return');
  };

  it('says nothing while the buyer is still on the Stripe page', async () => {
    await expect(confirmed({ status: 'open', payment_status: 'unpaid' })).resolves.toBeNull();
    const request = onlyRequest();
    expect(request.method).toBe('GET');
    expect(request.path).toBe('/v1/checkout/sessions/cs_test_return');
  });

  it('reports a paid session with a return event id and the amount Stripe took', async () => {
    await expect(confirmed({ status: 'complete', payment_status: 'paid', amount_total: 9_800 })).resolves.toEqual({
      kind: 'checkout_paid',
      eventId: 'return:cs_test_return',
      providerRef: 'cs_test_return',
      amountCents: 9_800,
    });
  });

  it('names the subscription a paid subscription checkout opened', async () => {
    const event = await confirmed({
      mode: 'subscription',
      status: 'complete',
      payment_status: 'paid',
      amount_total: 1_500,
      subscription: 'sub_test_1',
    });
    expect(event).toEqual({
      kind: 'checkout_paid',
      eventId: 'return:cs_test_return',
      providerRef: 'cs_test_return',
      amountCents: 1_500,
      subscriptionRef: 'sub_test_1',
    });
  });

  it('counts a checkout that needs no payment as paid', async () => {
    await expect(
      confirmed({ status: 'complete', payment_status: 'no_payment_required', amount_total: 0 }),
    ).resolves.toMatchObject({ kind: 'checkout_paid', amountCents: 0 });
  });

  it('reports a completed checkout still waiting for a delayed method as processing', async () => {
    await expect(confirmed({ status: 'complete', payment_status: 'unpaid' })).resolves.toEqual({
      kind: 'checkout_processing',
      eventId: 'return:cs_test_return:checkout_processing',
      providerRef: 'cs_test_return',
    });
  });

  it('reports an expired checkout', async () => {
    await expect(confirmed({ status: 'expired', payment_status: 'unpaid' })).resolves.toEqual({
      kind: 'checkout_expired',
      eventId: 'return:cs_test_return:checkout_expired',
      providerRef: 'cs_test_return',
    });
  });
});

const session = (fields: Record<string, unknown>) => ({
  id: 'cs_test_hook',
  object: 'checkout.session',
  mode: 'payment',
  status: 'complete',
  payment_status: 'paid',
  amount_total: 9_800,
  subscription: null,
  ...fields,
});
const refund = (fields: Record<string, unknown>) => ({
  id: 're_test_1',
  object: 'refund',
  amount: 4_900,
  currency: 'eur',
  status: 'succeeded',
  metadata: { refund_id: 'our-refund-1', checkout_ref: 'cs_test_hook' },
  ...fields,
});
const invoice = (fields: Record<string, unknown>) => ({
  id: 'in_test_1',
  object: 'invoice',
  billing_reason: 'subscription_cycle',
  amount_paid: 1_500,
  parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_test_1', metadata: {} } },
  lines: {
    object: 'list',
    data: [{ id: 'il_test_1', object: 'line_item', period: { start: 1_793_491_200, end: 1_796_169_600 } }],
  },
  ...fields,
});

function signedWebhook(
  type: string,
  object: Record<string, unknown>,
  options: { id?: string; timestamp?: number } = {},
) {
  const payload = JSON.stringify({
    id: options.id ?? 'evt_test_1',
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: 1_790_000_000,
    livemode: false,
    type,
    data: { object },
  });
  const header = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: webhookSecret,
    timestamp: options.timestamp,
  });
  return { payload, headers: new Headers({ 'stripe-signature': header }) };
}

describe('parseWebhook', () => {
  const cases: [string, string, Record<string, unknown>, PaymentEvent][] = [
    [
      'a paid checkout',
      'checkout.session.completed',
      session({}),
      { kind: 'checkout_paid', eventId: 'evt_test_1', providerRef: 'cs_test_hook', amountCents: 9_800 },
    ],
    [
      'a paid subscription checkout',
      'checkout.session.completed',
      session({ mode: 'subscription', amount_total: 1_500, subscription: 'sub_test_1' }),
      {
        kind: 'checkout_paid',
        eventId: 'evt_test_1',
        providerRef: 'cs_test_hook',
        amountCents: 1_500,
        subscriptionRef: 'sub_test_1',
      },
    ],
    [
      'a completed checkout paid by a delayed method',
      'checkout.session.completed',
      session({ payment_status: 'unpaid' }),
      { kind: 'checkout_processing', eventId: 'evt_test_1', providerRef: 'cs_test_hook' },
    ],
    [
      'a delayed payment that succeeded',
      'checkout.session.async_payment_succeeded',
      session({}),
      { kind: 'checkout_paid', eventId: 'evt_test_1', providerRef: 'cs_test_hook', amountCents: 9_800 },
    ],
    [
      'a delayed payment that failed',
      'checkout.session.async_payment_failed',
      session({ payment_status: 'unpaid' }),
      { kind: 'checkout_failed', eventId: 'evt_test_1', providerRef: 'cs_test_hook', reason: 'async_payment_failed' },
    ],
    [
      'an expired checkout',
      'checkout.session.expired',
      session({ status: 'expired', payment_status: 'unpaid' }),
      { kind: 'checkout_expired', eventId: 'evt_test_1', providerRef: 'cs_test_hook' },
    ],
    ...(['refund.created', 'refund.updated', 'charge.refund.updated'] as const).map(
      (type): [string, string, Record<string, unknown>, PaymentEvent] => [
        `a succeeded refund (${type})`,
        type,
        refund({}),
        {
          kind: 'refund_succeeded',
          eventId: 'evt_test_1',
          refundRef: 're_test_1',
          providerRef: 'cs_test_hook',
          amountCents: 4_900,
          refundId: 'our-refund-1',
        },
      ],
    ),
    [
      'a failed refund',
      'refund.updated',
      refund({ status: 'failed', failure_reason: 'expired_or_canceled_card' }),
      {
        kind: 'refund_failed',
        eventId: 'evt_test_1',
        refundRef: 're_test_1',
        providerRef: 'cs_test_hook',
        reason: 'expired_or_canceled_card',
        refundId: 'our-refund-1',
      },
    ],
    [
      'a renewal',
      'invoice.paid',
      invoice({}),
      {
        kind: 'subscription_renewed',
        eventId: 'evt_test_1',
        subscriptionRef: 'sub_test_1',
        amountCents: 1_500,
        periodEnd: new Date(1_796_169_600 * 1000),
      },
    ],
    [
      'a failed renewal',
      'invoice.payment_failed',
      invoice({ amount_paid: 0 }),
      {
        kind: 'subscription_renewal_failed',
        eventId: 'evt_test_1',
        subscriptionRef: 'sub_test_1',
        reason: 'payment_failed',
      },
    ],
    [
      'a canceled subscription',
      'customer.subscription.deleted',
      { id: 'sub_test_1', object: 'subscription', status: 'canceled' },
      { kind: 'subscription_canceled', eventId: 'evt_test_1', subscriptionRef: 'sub_test_1' },
    ],
  ];

  it.each(cases)('reads %s', async (_name, type, object, expected) => {
    const { payload, headers } = signedWebhook(type, object);
    await expect(provider.parseWebhook(payload, headers)).resolves.toEqual(expected);
  });

  const ignoredCases: [string, string, Record<string, unknown>][] = [
    ['an event type Déploia does not act on', 'payment_intent.created', { id: 'pi_test_1', object: 'payment_intent' }],
    ['a refund still pending', 'refund.created', refund({ status: 'pending' })],
    ['a refund made outside Déploia', 'refund.updated', refund({ metadata: {} })],
    [
      'the first invoice of a subscription (its checkout reports it)',
      'invoice.paid',
      invoice({ billing_reason: 'subscription_create' }),
    ],
    ['an invoice of no subscription', 'invoice.paid', invoice({ billing_reason: 'manual', parent: null })],
  ];

  it.each(ignoredCases)('acknowledges %s as ignored', async (_name, type, object) => {
    const { payload, headers } = signedWebhook(type, object, { id: 'evt_test_other' });
    await expect(provider.parseWebhook(payload, headers)).resolves.toEqual({
      kind: 'ignored',
      eventId: 'evt_test_other',
      type,
    });
  });

  it('uses the last period the renewal pays for when the invoice has several lines', async () => {
    const lines = {
      object: 'list',
      data: [
        { id: 'il_1', object: 'line_item', period: { start: 1_793_491_200, end: 1_796_169_600 } },
        { id: 'il_2', object: 'line_item', period: { start: 1_793_491_200, end: 1_825_027_200 } },
      ],
    };
    const { payload, headers } = signedWebhook('invoice.paid', invoice({ lines }));
    await expect(provider.parseWebhook(payload, headers)).resolves.toMatchObject({
      periodEnd: new Date(1_825_027_200 * 1000),
    });
  });

  it('refuses a webhook signed with another secret', async () => {
    const payload = JSON.stringify({ id: 'evt_forged', object: 'event', type: 'checkout.session.completed' });
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
    await expectInvalidSignature(provider.parseWebhook(payload, new Headers({ 'stripe-signature': header })));
  });

  it('refuses a body changed after signing', async () => {
    const { payload, headers } = signedWebhook('checkout.session.completed', session({ amount_total: 100 }));
    const tampered = payload.replace('"amount_total":100', '"amount_total":999999');
    expect(tampered).not.toBe(payload);
    await expectInvalidSignature(provider.parseWebhook(tampered, headers));
  });

  it('refuses a webhook without a signature header', async () => {
    const { payload } = signedWebhook('checkout.session.completed', session({}));
    await expectInvalidSignature(provider.parseWebhook(payload, new Headers()));
  });

  it('refuses a replayed webhook signed more than five minutes ago', async () => {
    const tenMinutesAgo = Math.floor(Date.now() / 1000) - 600;
    const { payload, headers } = signedWebhook('checkout.session.completed', session({}), { timestamp: tenMinutesAgo });
    await expectInvalidSignature(provider.parseWebhook(payload, headers));
  });

  it('refuses a malformed signature header and a signed body that is not JSON', async () => {
    await expectInvalidSignature(provider.parseWebhook('{}', new Headers({ 'stripe-signature': 'garbage' })));
    const payload = 'not json';
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    await expectInvalidSignature(provider.parseWebhook(payload, new Headers({ 'stripe-signature': header })));
  });

  // Issue 17: these threw a TypeError (a 500, which Stripe sends again for days); receive-webhook.ts acknowledges them.
  it.each([
    ['data: null', { id: 'evt_null', object: 'event', type: 'checkout.session.completed', data: null }],
    ['an array', [{ id: 'evt_array', type: 'checkout.session.completed' }]],
    ['no id', { object: 'event', type: 'invoice.paid', data: { object: {} } }],
  ])('reads a genuine event of a shape it cannot use as unusable_event: %s', async (_, event) => {
    const payload = JSON.stringify(event);
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    await expect(provider.parseWebhook(payload, new Headers({ 'stripe-signature': header }))).rejects.toSatisfy(
      (error) => error instanceof AppError && error.code === 'unusable_event',
    );
  });
});

describe('refund', () => {
  const refundInput = {
    providerRef: 'cs_test_paid',
    amountCents: 4_900,
    currency: 'EUR' as const,
    reason: 'Le chatbot ne répond pas à mes besoins',
    refundId: 'c4a1f2de-8b1e-4a4e-9d0c-2f6e8a9b1c30',
  };

  it('refunds the session’s payment with our refund id as metadata and idempotency key', async () => {
    seedSession({ id: 'cs_test_paid', status: 'complete', payment_status: 'paid', payment_intent: 'pi_test_1' });

    const result = await provider.refund(refundInput);

    expect(fake.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /v1/checkout/sessions/cs_test_paid',
      'POST /v1/refunds',
    ]);
    const post = fake.requests[1]!;
    expect(post.headers['idempotency-key']).toBe(refundInput.refundId);
    expect(Object.fromEntries(post.form)).toEqual({
      payment_intent: 'pi_test_1',
      amount: '4900',
      'metadata[refund_id]': refundInput.refundId,
      'metadata[checkout_ref]': 'cs_test_paid',
      'metadata[reason]': 'Le chatbot ne répond pas à mes besoins',
    });
    expect(result).toEqual({ refundRef: [...fake.refunds.keys()][0], status: 'succeeded' });
  });

  it('refunds once when asked twice with the same refund id', async () => {
    seedSession({ id: 'cs_test_paid', status: 'complete', payment_status: 'paid', payment_intent: 'pi_test_1' });

    const first = await provider.refund(refundInput);
    const second = await provider.refund(refundInput);

    expect(second).toEqual(first);
    expect(fake.refunds.size).toBe(1);
  });

  it('finds a subscription checkout’s payment on its first invoice', async () => {
    seedSession({
      id: 'cs_test_paid',
      mode: 'subscription',
      status: 'complete',
      payment_status: 'paid',
      subscription: 'sub_test_1',
      invoice: 'in_test_first',
    });
    fake.invoices.set('in_test_first', {
      id: 'in_test_first',
      object: 'invoice',
      payments: {
        object: 'list',
        data: [
          {
            id: 'inpay_1',
            object: 'invoice_payment',
            status: 'canceled',
            payment: { type: 'payment_intent', payment_intent: 'pi_old' },
          },
          {
            id: 'inpay_2',
            object: 'invoice_payment',
            status: 'paid',
            payment: { type: 'payment_intent', payment_intent: 'pi_sub' },
          },
        ],
      },
    });

    await provider.refund(refundInput);

    expect(fake.requests[0]?.query.getAll('expand[0]')).toEqual(['invoice.payments']);
    expect(fake.requests[1]?.form.get('payment_intent')).toBe('pi_sub');
  });

  it.each([
    ['pending', 'pending'],
    ['requires_action', 'pending'],
    ['failed', 'failed'],
  ] as const)('reports a refund Stripe leaves %s as %s', async (stripeStatus, status) => {
    seedSession({ id: 'cs_test_paid', status: 'complete', payment_status: 'paid', payment_intent: 'pi_test_1' });
    fake.refundStatus = stripeStatus;
    await expect(provider.refund(refundInput)).resolves.toMatchObject({ status });
  });

  it('refuses to refund a checkout that took no payment, without asking Stripe for a refund', async () => {
    seedSession({ id: 'cs_test_paid', status: 'expired', payment_status: 'unpaid' });
    await expect(provider.refund(refundInput)).rejects.toMatchObject({ code: 'refund_unavailable', status: 409 });
    expect(fake.requests.map((request) => request.path)).toEqual(['/v1/checkout/sessions/cs_test_paid']);
  });

  it('writes the metadata its refund webhooks are read back with', async () => {
    seedSession({ id: 'cs_test_paid', status: 'complete', payment_status: 'paid', payment_intent: 'pi_test_1' });
    fake.refundStatus = 'pending';
    const { refundRef } = await provider.refund(refundInput);

    const settled = { ...fake.refunds.get(refundRef)!, status: 'succeeded' };
    const { payload, headers } = signedWebhook('refund.updated', settled, { id: 'evt_refund_settled' });
    await expect(provider.parseWebhook(payload, headers)).resolves.toEqual({
      kind: 'refund_succeeded',
      eventId: 'evt_refund_settled',
      refundRef,
      providerRef: 'cs_test_paid',
      amountCents: 4_900,
      refundId: refundInput.refundId,
    });
  });
});

describe('cancelSubscription', () => {
  it('cancels the Stripe subscription at once, and a second cancel is a no-op', async () => {
    fake.subscriptions.add('sub_test_1');

    await provider.cancelSubscription('sub_test_1');
    expect(fake.subscriptions.has('sub_test_1')).toBe(false);
    await expect(provider.cancelSubscription('sub_test_1')).resolves.toBeUndefined();

    expect(fake.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'DELETE /v1/subscriptions/sub_test_1',
      'DELETE /v1/subscriptions/sub_test_1',
    ]);
  });

  it('passes on any other refusal', async () => {
    fake.subscriptions.add('sub_test_1');
    fake.failNext(401, { type: 'invalid_request_error', message: 'Invalid API Key provided' });
    await expect(provider.cancelSubscription('sub_test_1')).rejects.toBeInstanceOf(
      Stripe.errors.StripeAuthenticationError,
    );
    expect(fake.subscriptions.has('sub_test_1')).toBe(true);
  });
});
