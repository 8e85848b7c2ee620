import { beforeAll, describe, expect, it } from 'vitest';
import DiagnosticPage, { headers, loader } from '../../app/routes/payments/diagnostic.tsx';
import { loadConfig } from '../../config/env.server.ts';
import type { Viewer } from '../../core/accounts/viewer.ts';
import type { CoreDeps } from '../../core/deps.ts';
import { diagnosticFilters } from '../../core/payments/diagnostic-filters.schema.ts';
import { type Diagnostic, getDiagnostic } from '../../core/payments/get-diagnostic.ts';
import { buildViewer, createProduct, createUser } from '../../db/factories/index.ts';
import { webhookDeliveries } from '../../db/schema/index.ts';
import { locales } from '../../i18n/config.ts';
import { createPayments } from '../../server/adapters/payments/create-payments.ts';
import { signPayload } from '../../server/adapters/payments/sandbox/signature.ts';
import { pageContext } from '../setup/page-context.ts';
import { setUpTestApp, type TestApp } from '../setup/test-app-hooks.ts';
import { renderPage } from '../support/render-page.tsx';
import { placeSandboxOrder, sandboxCheckoutOf } from '../support/sandbox-order.ts';

const ctx = setUpTestApp({ SANDBOX_SETTLE_SECONDS: '1', SANDBOX_DUPLICATE_RATE: '0' });
/** Secrets of an instance with Stripe and PayPal configured and the sandbox turned off. */
const secrets = {
  STRIPE_SECRET_KEY: 'sk_test_DiagnosticNeverShown0123456789',
  STRIPE_WEBHOOK_SECRET: 'whsec_DiagnosticSigningSecret987654',
  PAYPAL_CLIENT_ID: 'paypal-client-id-diagnostic',
  PAYPAL_CLIENT_SECRET: 'paypal-client-secret-never-shown',
  PAYPAL_WEBHOOK_ID: 'WH-DIAGNOSTIC-0001',
};

/**
 * That instance's deps on this database, its providers built from the configuration as at start-up. Not a second
 * test app: its job runner would take this app's sandbox webhooks and answer them itself.
 */
function configuredApp(): TestApp {
  const testApp = ctx.testApp;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: 'postgres://unused/x',
    ...secrets,
    PAYPAL_ENVIRONMENT: 'production',
    SANDBOX_PAYMENTS: '0',
  });
  const { deps } = testApp;
  const setup = createPayments(config.payments, deps);
  return { ...testApp, deps: { ...deps, ...setup, sandboxCheckout: undefined } };
}

const db = () => ctx.database.db;
const deps = () => ctx.testApp.deps;
const password = 'Un-diagnostic-bien-fait-42';
const noFilter = diagnosticFilters.parse({});

type AdminView = Extract<Diagnostic, { kind: 'admin' }>;
type MemberView = Extract<Diagnostic, { kind: 'member' }>;

const admin = buildViewer({ roles: ['admin'], aal: 'aal2' });
let buyer: Viewer;
let other: Viewer;
let declinedThenPaid: { orderId: string; number: string };
let othersOrder: { orderId: string; number: string };

async function member(email: string): Promise<Viewer> {
  const u = await createUser(db(), { email, password });
  return buildViewer({ userId: u.id, email });
}

async function place(viewer: Viewer) {
  const product = await createProduct(db(), { priceCents: 4_900 });
  const placed = await placeSandboxOrder(ctx, viewer, [{ productId: product.id, quantity: 1 }]);
  return { orderId: placed.orderId, number: placed.number, ref: await sandboxCheckoutOf(ctx, placed.orderId) };
}

/** A webhook only its sender could have signed: refused with 400, logged with no order. */
async function postForgedWebhook() {
  const body = JSON.stringify({ id: 'evt_forged', type: 'checkout.completed', created: 0, data: {} });
  const res = await ctx.app.request('/webhooks/sandbox', {
    method: 'POST',
    body,
    headers: {
      'content-type': 'application/json',
      'sandbox-signature': signPayload('not-the-secret-of-this-server-000000', body, new Date()),
    },
  });
  expect(res.status).toBe(400);
}

/** The page's loader on the main instance, or on `app`, as the server would call it with `cookie`. */
async function load(path: string, cookie?: string, app = ctx.testApp) {
  const requestHeaders = new Headers(cookie ? { cookie } : {});
  const { context } = await pageContext(app, requestHeaders);
  const url = new URL(`http://localhost:3000${path}`);
  return loader({ request: new Request(url, { headers: requestHeaders }), url, context, params: {} } as never);
}

const render = (diagnostic: Diagnostic, locale?: (typeof locales)[number]) =>
  renderPage('/diagnostic', DiagnosticPage, { loaderData: { diagnostic, meta: { title: '', noindex: true } } }, locale);

beforeAll(async () => {
  buyer = await member('acheteuse.diagnostic@example.com');
  other = await member('voisin.diagnostic@example.com');
  await createUser(db(), { email: 'admin.diagnostic@example.com', password, roles: ['admin'] });

  const first = await place(buyer);
  expect(await deps().sandboxCheckout!.pay(first.ref, '4000 0000 0000 0002')).toEqual({ outcome: 'declined' });
  await ctx.testApp.jobs.settled();
  await deps().sandboxCheckout!.pay(first.ref, '4242 4242 4242 4242');
  await ctx.testApp.jobs.settled();
  declinedThenPaid = first;

  const second = await place(other);
  expect(await deps().sandboxCheckout!.pay(second.ref, '4000000000009995')).toEqual({
    outcome: 'insufficient_funds',
  });
  await ctx.testApp.jobs.settled();
  othersOrder = second;

  await postForgedWebhook();
  // A Stripe event that named another amount than its order, an hour ago.
  await db()
    .insert(webhookDeliveries)
    .values({
      provider: 'stripe',
      eventId: 'evt_stripe_mismatch',
      eventType: 'checkout_paid',
      statusCode: 200,
      outcome: 'amount_mismatch',
      orderId: othersOrder.orderId,
      durationMs: 12,
      receivedAt: new Date(Date.now() - 3_600_000),
    });
});

describe('the administrators’ diagnostic', () => {
  it('tells each provider’s setup on an instance with only the sandbox', async () => {
    const view = (await getDiagnostic(deps(), admin, noFilter)) as AdminView;
    expect(view.kind).toBe('admin');
    const [sandbox, stripe, paypal] = view.providers;
    const publicUrl = deps().publicUrl;
    expect(sandbox).toMatchObject({
      name: 'sandbox',
      configured: true,
      webhookUrl: `${publicUrl}/webhooks/sandbox`,
      missingVariables: [],
      lastWebhookAt: expect.any(String),
    });
    // Three accepted events (the refusal, the payment, the other buyer's refusal) and the forged one.
    expect(sandbox!.last24h).toEqual([
      { statusCode: 200, count: 3 },
      { statusCode: 400, count: 1 },
    ]);
    expect(stripe).toMatchObject({
      name: 'stripe',
      configured: false,
      webhookUrl: `${publicUrl}/webhooks/stripe`,
      missingVariables: ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'],
      last24h: [{ statusCode: 200, count: 1 }],
    });
    expect(stripe!.events).toEqual(
      expect.arrayContaining(['checkout.session.completed', 'refund.failed', 'customer.subscription.deleted']),
    );
    expect(stripe!.events).toHaveLength(10);
    expect(paypal).toMatchObject({
      name: 'paypal',
      configured: false,
      environment: null,
      events: ['CHECKOUT.ORDER.APPROVED', 'PAYMENT.CAPTURE.*', 'PAYMENT.REFUND.*'],
      missingVariables: ['PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET', 'PAYPAL_WEBHOOK_ID', 'PAYPAL_ENVIRONMENT'],
      lastWebhookAt: null,
      last24h: [],
    });
  });

  it('tells Stripe and PayPal configured (PayPal in production) and the sandbox off, never a secret', async () => {
    const view = (await getDiagnostic(configuredApp().deps, admin, noFilter)) as AdminView;
    expect(view.providers.map((p) => [p.name, p.configured, p.environment, p.missingVariables])).toEqual([
      ['sandbox', false, null, ['SANDBOX_PAYMENTS']],
      ['stripe', true, null, []],
      ['paypal', true, 'production', []],
    ]);

    const loaded = await load(
      '/diagnostic',
      await ctx.signInCookies('admin.diagnostic@example.com', password),
      configuredApp(),
    );
    expect((loaded.diagnostic as AdminView).providers[1]!.configured).toBe(true);
    const outputs = [JSON.stringify(loaded), render(view), render(view, 'en')];
    for (const output of outputs) {
      for (const secret of Object.values(secrets)) {
        expect(output).not.toContain(secret);
        // Not even a part of one.
        expect(output).not.toContain(secret.slice(-12));
      }
    }
  });

  it('lists deliveries newest first with their outcome and order number', async () => {
    const view = (await getDiagnostic(deps(), admin, noFilter)) as AdminView;
    const times = view.deliveries.map((d) => d.receivedAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(view.deliveries.at(-1)).toMatchObject({ provider: 'stripe', outcome: 'amount_mismatch', failure: true });
    const ofOrder = view.deliveries.filter((d) => d.orderNumber === declinedThenPaid.number);
    expect(ofOrder.map((d) => [d.provider, d.statusCode, d.outcome, d.failure])).toEqual([
      ['sandbox', 200, 'paid', false],
      ['sandbox', 200, 'attempt_failed:declined', false],
    ]);
    expect(view.deliveries[0]).toMatchObject({
      statusCode: 400,
      outcome: 'invalid_signature',
      orderNumber: null,
      eventType: null,
      failure: true,
    });
    expect(view.deliveries.every((d) => d.durationMs >= 0)).toBe(true);
  });

  it('filters by provider and by failures through the URL, dropping values that do not fit', async () => {
    const stripeOnly = (await getDiagnostic(
      deps(),
      admin,
      diagnosticFilters.parse({ provider: 'stripe' }),
    )) as AdminView;
    expect(stripeOnly.deliveries.map((d) => d.outcome)).toEqual(['amount_mismatch']);

    const failures = (await getDiagnostic(deps(), admin, diagnosticFilters.parse({ failures: '1' }))) as AdminView;
    expect(failures.deliveries.map((d) => d.outcome)).toEqual(['invalid_signature', 'amount_mismatch']);

    const both = diagnosticFilters.parse({ provider: 'sandbox', failures: '1' });
    expect(((await getDiagnostic(deps(), admin, both)) as AdminView).deliveries.map((d) => d.outcome)).toEqual([
      'invalid_signature',
    ]);

    expect(diagnosticFilters.parse({ provider: 'bitcoin', failures: 'yes', extra: 'x' })).toEqual({
      provider: undefined,
      failures: false,
    });
    const loaded = await load(
      '/diagnostic?provider=bitcoin&failures=1',
      await ctx.signInCookies('admin.diagnostic@example.com', password),
    );
    expect((loaded.diagnostic as AdminView).filters).toEqual({ provider: undefined, failures: true });
  });

  it('renders the providers, the filters and the table in four languages', async () => {
    const view = (await getDiagnostic(deps(), admin, noFilter)) as AdminView;
    const fr = render(view);
    expect(fr).toContain('Diagnostic des paiements');
    expect(fr).toContain('Non configuré');
    expect(fr).toContain(`${deps().publicUrl}/webhooks/stripe`);
    expect(fr).toContain('STRIPE_WEBHOOK_SECRET');
    expect(fr).toContain('<caption');
    expect(fr).toMatch(/<th scope="col"[^>]*>Réponse HTTP<\/th>/);
    expect(fr).toContain('Échec');
    expect(fr).toContain(declinedThenPaid.number);
    expect(fr).toMatch(/<select[^>]*name="provider"/);
    expect(fr).toMatch(/<input[^>]*name="failures"[^>]*value="1"/);
    for (const locale of locales) {
      expect(render(view, locale), locale).not.toMatch(/diagnostic:|providers\.|deliveries\.|filters\./);
    }
  });

  it('shows an administrator without a verified second factor only their own payments when one is required', async () => {
    const view = await getDiagnostic(deps(), { ...admin, aal: 'aal1' }, noFilter, { requireSecondFactor: true });
    expect(view).toEqual({ kind: 'member', secondFactorRequired: true, payments: [] });
    expect(render(view)).toContain('second facteur');
  });
});

describe('a member’s diagnostic', () => {
  it('lists only the member’s own payments, with the refused card told as a reason', async () => {
    const view = (await getDiagnostic(deps(), buyer, noFilter)) as MemberView;
    expect(view.kind).toBe('member');
    expect(view.payments).toEqual([
      expect.objectContaining({
        orderNumber: declinedThenPaid.number,
        provider: 'sandbox',
        amountCents: 4_900,
        status: 'succeeded',
        orderStatus: 'paid',
        notes: [{ note: 'declined', at: expect.any(String) }],
      }),
    ]);
    const html = render(view);
    expect(html).toContain('Carte refusée');
    expect(html).toContain('href="/dashboard/purchases"');
    expect(html).toContain(declinedThenPaid.number);
    expect(html).not.toContain(othersOrder.number);
    expect(render(view, 'en')).toContain('Card declined');

    const theirs = (await getDiagnostic(deps(), other, noFilter)) as MemberView;
    expect(theirs.payments.map((p) => [p.orderNumber, p.status, p.orderStatus, p.notes.map((n) => n.note)])).toEqual([
      [othersOrder.number, 'pending', 'pending_payment', ['insufficient_funds']],
    ]);
  });

  it('never shows a member the webhook deliveries or the providers, whatever the URL asks', async () => {
    const loaded = await load(
      '/diagnostic?provider=stripe&failures=1',
      await ctx.signInCookies('voisin.diagnostic@example.com', password),
    );
    expect(loaded.diagnostic.kind).toBe('member');
    const text = JSON.stringify(loaded);
    expect(text).not.toContain(declinedThenPaid.number);
    expect(text).not.toContain('webhooks/');
    expect(text).not.toContain('invalid_signature');
    expect(loaded.meta).toEqual({ title: 'Diagnostic des paiements — Déploia', noindex: true });
  });

  it('tells a newcomer there is nothing yet', async () => {
    const view = await getDiagnostic(deps(), buildViewer(), noFilter);
    expect(view).toEqual({ kind: 'member', secondFactorRequired: false, payments: [] });
    expect(render(view)).toContain('Vous n&#x27;avez encore tenté aucun paiement.');
  });
});

describe('a visitor', () => {
  it('is sent to sign in by the page, and refused by the use case', async () => {
    const redirect = await load('/diagnostic?provider=stripe').catch((e: unknown) => e);
    expect(redirect).toBeInstanceOf(Response);
    expect((redirect as Response).headers.get('location')).toBe(
      `/auth?redirectTo=${encodeURIComponent('/diagnostic?provider=stripe')}`,
    );
    await expect(getDiagnostic(deps() as CoreDeps, null, noFilter)).rejects.toMatchObject({
      code: 'unauthenticated',
      status: 401,
    });
  });

  it('is never answered from a cache', () => {
    expect(headers()).toEqual({ 'Cache-Control': 'private, no-store' });
  });
});
