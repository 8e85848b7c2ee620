import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import PaymentsPage, { action as paymentsAction, loader as paymentsLoader } from '../../app/routes/admin/payments.tsx';
import PayoutBatchPage, { action as batchAction, loader as batchLoader } from '../../app/routes/admin/payout-batch.tsx';
import { loader as csvLoader } from '../../app/routes/admin/payout-batch-csv.ts';
import { loader as xmlLoader } from '../../app/routes/admin/payout-batch-xml.ts';
import SalesPage, { loader as salesLoader } from '../../app/routes/dashboard/sales.tsx';
import type { Viewer } from '../../core/accounts/viewer.ts';
import { only, readXml } from '../../core/admin/payouts/xml-reader.test-support.ts';
import { buildViewer, createPaidOrder, createProduct, createSeller, createUser } from '../../db/factories/index.ts';
import { ledgerEntries, payments, payoutBatches, refunds } from '../../db/schema/index.ts';
import type { Locale } from '../../i18n/config.ts';
import { answerOf, routeArgs } from '../setup/page-context.ts';
import { setUpTestApp } from '../setup/test-app-hooks.ts';
import { renderPage } from '../support/render-page.tsx';

const ctx = setUpTestApp({ ADMIN_REQUIRE_2FA: '0' });
const db = () => ctx.database.db;
const hyperlink = '=HYPERLINK("http://evil.example","x")';

/** A route's loader or action arguments for `viewer` (null: a visitor). */
const args = (path: string, viewer: Viewer | null, params: Record<string, string> = {}, init?: RequestInit) =>
  routeArgs(ctx.testApp, path, viewer, { init, params });

const post = (fields: Record<string, string>) => ({ method: 'POST', body: new URLSearchParams(fields) });

const render = (path: string, Page: unknown, loaderData: unknown, locale?: Locale) =>
  renderPage(path, Page, { loaderData }, locale);
const rawKey = /(?<![\w/])(payouts|batches|batch|payments|refunds|errors)\.[a-zA-Z]/;

/** Where a guard sent the request. */
const redirected = async (call: Promise<unknown>) => {
  const outcome = await call.catch((error: unknown) => error);
  return outcome instanceof Response ? outcome.headers.get('location') : null;
};

let admin: Viewer;
let customer: Viewer;
let expert: Viewer;
let orderId: string;

beforeAll(async () => {
  admin = buildViewer({ userId: (await createUser(db(), { roles: ['admin'] })).id, roles: ['admin'] });
  customer = buildViewer({ userId: (await createUser(db())).id });
  const owner = await createUser(db(), { roles: ['expert'] });
  expert = buildViewer({ userId: owner.id, roles: ['expert'] });
  const seller = await createSeller(db(), {
    userId: owner.id,
    publicName: hyperlink,
    payoutName: hyperlink,
    payoutIban: 'FR7630006000011234567890189',
  });
  const product = await createProduct(db(), { sellerId: seller.id, priceCents: 6_000 });
  const paidAt = new Date(Date.now() - 40 * 86_400_000);
  const { order, items } = await createPaidOrder(db(), {
    buyerId: customer.userId,
    paidAt,
    lines: [{ productId: product.id, sellerId: seller.id, title: product.title, unitPriceCents: 6_000 }],
  });
  orderId = order.id;
  await db()
    .insert(ledgerEntries)
    .values({
      account: `seller:${seller.id}`,
      amountCents: items[0]!.sellerShareCents!,
      kind: 'sale',
      orderItemId: items[0]!.id,
    });
  const [payment] = await db()
    .insert(payments)
    .values({
      orderId,
      provider: 'sandbox',
      providerRef: 'sbx_ref_1',
      status: 'succeeded',
      amountCents: order.totalCents!,
    })
    .returning();
  await db().insert(payments).values({
    orderId,
    provider: 'stripe',
    providerRef: 'cs_test_2',
    status: 'failed',
    amountCents: order.totalCents!,
  });
  await db().insert(refunds).values({
    orderId,
    paymentId: payment!.id,
    amountCents: 100,
    reason: 'Demande refusée : <script>alert(1)</script>',
    status: 'rejected',
  });
});

describe('/admin/payments', () => {
  it('shows payable balances, payments with their order link, and refunds, in four languages', async () => {
    const data = answerOf<Awaited<ReturnType<typeof paymentsLoader>>>(
      await paymentsLoader(await args('/admin/payments', admin)),
    ).data;
    expect(data.payable.payableCount).toBe(1);
    expect(data.listing.payments).toHaveLength(2);
    const html = render('/admin/payments', PaymentsPage, data);
    expect(html).toContain('Créer un lot de virements');
    expect(html).toContain(`href="/admin/orders/${orderId}"`);
    expect(html).toContain('sbx_ref_1');
    expect(html).toContain('&lt;script&gt;');
    expect(html).toMatch(/<th scope="col"/);
    for (const locale of ['fr', 'en', 'es', 'de'] as const) {
      expect(render('/admin/payments', PaymentsPage, data, locale), locale).not.toMatch(rawKey);
    }
    const filtered = answerOf<typeof data>(
      await paymentsLoader(await args('/admin/payments?provider=stripe&status=failed', admin)),
    ).data;
    expect(filtered.listing.payments.map((p) => p.providerRef)).toEqual(['cs_test_2']);
    expect(await redirected(paymentsLoader(await args('/admin/payments?page=0', admin)))).toBe('/admin/payments');
  });

  it('sends visitors to sign in and other users to their dashboard, pages and downloads alike', async () => {
    const id = randomUUID();
    const batch = { batchId: id };
    const guarded = [
      async (viewer: Viewer | null) => paymentsLoader(await args('/admin/payments', viewer)),
      async (viewer: Viewer | null) => paymentsAction(await args('/admin/payments', viewer, {}, post({}))),
      async (viewer: Viewer | null) => batchLoader(await args(`/admin/payments/batches/${id}`, viewer, batch)),
      async (viewer: Viewer | null) =>
        batchAction(await args(`/admin/payments/batches/${id}`, viewer, batch, post({}))),
      async (viewer: Viewer | null) => xmlLoader(await args(`/admin/payments/batches/${id}/sepa.xml`, viewer, batch)),
      async (viewer: Viewer | null) =>
        csvLoader(await args(`/admin/payments/batches/${id}/payouts.csv`, viewer, batch)),
    ];
    for (const call of guarded) {
      expect(await redirected(call(null))).toMatch(/^\/auth\?redirectTo=%2Fadmin%2Fpayments/);
      expect(await redirected(call(customer))).toBe('/dashboard');
      expect(await redirected(call(expert))).toBe('/dashboard');
    }
    expect(await db().select().from(payoutBatches)).toHaveLength(0);
  });
});

describe('a payout batch from the console', () => {
  let batchId: string;

  it('is created by the form once; a double submit is refused and says why', async () => {
    const { payable } = answerOf<Awaited<ReturnType<typeof paymentsLoader>>>(
      await paymentsLoader(await args('/admin/payments', admin)),
    ).data;
    // The total and count the administrator confirmed, as the confirmation step sends them.
    const confirmed = { expectedTotalCents: String(payable.payableCents), expectedCount: String(payable.payableCount) };
    const mismatch = answerOf<{ ok: false; error: string }>(
      await paymentsAction(
        await args('/admin/payments', admin, {}, post({ expectedLastBatchId: '', ...confirmed, expectedCount: '99' })),
      ),
    );
    expect(mismatch.status).toBe(409);
    expect(mismatch.data.error).toBe('payout_confirmation_mismatch');
    const form = { expectedLastBatchId: '', ...confirmed };
    const created = await paymentsAction(await args('/admin/payments', admin, {}, post(form)));
    const location = (created as Response).headers.get('location')!;
    expect(location).toMatch(/^\/admin\/payments\/batches\/[0-9a-f-]{36}\?created=1$/);
    batchId = location.split('/').pop()!.split('?')[0]!;
    const again = answerOf<{ ok: false; error: string }>(
      await paymentsAction(await args('/admin/payments', admin, {}, post(form))),
    );
    expect(again.status).toBe(409);
    expect(again.data.error).toBe('nothing_to_pay');
    const data = answerOf<Awaited<ReturnType<typeof paymentsLoader>>>(
      await paymentsLoader(await args('/admin/payments', admin)),
    ).data;
    expect(data.batches.data.map((b) => b.id)).toEqual([batchId]);
    expect(data.payable.payableCount).toBe(0);
    expect(await db().select().from(payoutBatches)).toHaveLength(1);
  });

  it('shows its payouts and downloads, and is marked paid once', async () => {
    const data = answerOf<Awaited<ReturnType<typeof batchLoader>>>(
      await batchLoader(await args(`/admin/payments/batches/${batchId}?created=1`, admin, { batchId })),
    ).data;
    const html = render(`/admin/payments/batches/${batchId}`, PayoutBatchPage, data);
    expect(html).toContain(`href="/admin/payments/batches/${batchId}/sepa.xml"`);
    expect(html).toContain(`href="/admin/payments/batches/${batchId}/payouts.csv"`);
    expect(html).toContain('Marquer comme payé');
    expect(html).toContain('FR76 3000 6000 0112 3456 7890 189');
    for (const locale of ['fr', 'en', 'es', 'de'] as const) {
      expect(render(`/admin/payments/batches/${batchId}`, PayoutBatchPage, data, locale), locale).not.toMatch(rawKey);
    }

    const xml = (await xmlLoader(
      await args(`/admin/payments/batches/${batchId}/sepa.xml`, admin, { batchId }),
    )) as Response;
    expect(xml.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(xml.headers.get('content-disposition')).toBe(`attachment; filename="${data.batch.reference}.xml"`);
    expect(xml.headers.get('cache-control')).toContain('no-store');
    const document = readXml(await xml.text());
    expect(only(document, 'CstmrCdtTrfInitn', 'GrpHdr', 'NbOfTxs').text).toBe('1');

    const csv = (await csvLoader(
      await args(`/admin/payments/batches/${batchId}/payouts.csv`, admin, { batchId }),
    )) as Response;
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toContain('attachment');
    expect(csv.headers.get('cache-control')).toContain('no-store');
    const text = await csv.text();
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);

    const confirmation = post({
      intent: 'paid',
      expectedTotalCents: String(data.batch.totalCents),
      expectedCount: String(data.batch.payoutCount),
    });
    const first = await batchAction(await args(`/admin/payments/batches/${batchId}`, admin, { batchId }, confirmation));
    expect((first as Response).headers.get('location')).toBe(`/admin/payments/batches/${batchId}?paid=done`);
    const second = await batchAction(
      await args(`/admin/payments/batches/${batchId}`, admin, { batchId }, confirmation),
    );
    expect((second as Response).headers.get('location')).toBe(`/admin/payments/batches/${batchId}?paid=already`);
    const paid = answerOf<typeof data>(
      await batchLoader(await args(`/admin/payments/batches/${batchId}?paid=already`, admin, { batchId })),
    ).data;
    expect(paid.batch.status).toBe('paid');
    const paidHtml = render(`/admin/payments/batches/${batchId}`, PayoutBatchPage, paid);
    expect(paidHtml).toContain('Ce lot était déjà payé');
    expect(paidHtml).not.toContain('Marquer comme payé');
    const [row] = await db().select().from(payoutBatches).where(eq(payoutBatches.id, batchId));
    expect(row!.status).toBe('paid');
  });

  it('appears on the expert’s /dashboard/sales with its reference and status', async () => {
    const [batch] = await db().select().from(payoutBatches).where(eq(payoutBatches.id, batchId));
    const data = answerOf<Awaited<ReturnType<typeof salesLoader>>>(
      await salesLoader(await args('/dashboard/sales', expert)),
    ).data;
    const html = render('/dashboard/sales', SalesPage, data);
    expect(html).toContain(batch!.reference);
    expect(html).toContain('Versé');
  });

  it('an unknown batch is a 404', async () => {
    const id = randomUUID();
    await expect(
      batchLoader(await args(`/admin/payments/batches/${id}`, admin, { batchId: id })),
    ).rejects.toMatchObject({
      init: { status: 404 },
    });
    await expect(
      xmlLoader(await args('/admin/payments/batches/nope/sepa.xml', admin, { batchId: 'nope' })),
    ).rejects.toMatchObject({ init: { status: 404 } });
  });
});
