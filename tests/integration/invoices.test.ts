import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loader as invoicePdfLoader } from '../../app/routes/dashboard/invoice-pdf.ts';
import { loader as invoicesLoader } from '../../app/routes/dashboard/invoices.tsx';
import type { Viewer } from '../../core/accounts/viewer.ts';
import { getInvoicePdf } from '../../core/invoices/get-invoice-pdf.ts';
import { issueInvoice } from '../../core/invoices/issue-invoice.ts';
import { listInvoices } from '../../core/invoices/list-invoices.ts';
import { pdfVisibleText } from '../../core/invoices/pdf-text.test-support.ts';
import { demoOperator } from '../../core/legal/operator.ts';
import type { Queue } from '../../core/ports/queue.ts';
import { buildViewer, createPaidOrder, createProduct, createUser } from '../../db/factories/index.ts';
import { invoices, orderItems, refunds } from '../../db/schema/index.ts';
import { renderInvoiceJob } from '../../server/jobs/render-invoice.ts';
import { pageContext } from '../setup/page-context.ts';
import { setUpTestApp, testOrigin } from '../setup/test-app-hooks.ts';

const ctx = setUpTestApp();
const db = () => ctx.database.db;
const deps = () => ctx.testApp.deps;
/** The render-invoice job is run by hand below; issuing only needs somewhere to put it. */
const queue: Queue = { enqueue: async () => {} };
const password = 'Des-factures-bien-rangees-1';

let buyer: Viewer;
let stranger: Viewer;
let admin: Viewer;
let invoice: { id: string; reference: string };
let creditNote: { id: string; reference: string };
let orderNumber: string;

async function member(email: string, roles: ('admin' | 'expert')[] = []) {
  const u = await createUser(db(), { email, password, roles });
  return buildViewer({ userId: u.id, email, roles });
}

async function cookieOf(email: string) {
  const res = await ctx.postJson('/api/auth/sign-in/email', { email, password });
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

const get = (path: string, cookie = '') =>
  ctx.app.request(path, { headers: { origin: testOrigin, ...(cookie ? { cookie } : {}) } });

/** A paid order with its invoice, issued `daysAgo` days ago. */
async function invoicedOrder(buyerId: string, daysAgo: number) {
  const product = await createProduct(db(), { title: 'Agent SDR', priceCents: 4900 });
  const paidAt = new Date(Date.now() - daysAgo * 86_400_000);
  const { order, items } = await createPaidOrder(db(), {
    buyerId,
    paidAt,
    lines: [{ productId: product.id, sellerId: product.sellerId, title: product.title, unitPriceCents: 4900 }],
  });
  const issued = await db().transaction((tx) =>
    issueInvoice({ queue }, tx, {
      orderId: order.id,
      kind: 'invoice',
      totalCents: order.totalCents,
      taxCents: order.taxCents,
      issuedAt: paidAt,
    }),
  );
  return { order, items, issued };
}

beforeAll(async () => {
  buyer = await member('acheteuse@example.com');
  stranger = await member('curieux@example.com');
  admin = await member('admin@example.com', ['admin']);
  const first = await invoicedOrder(buyer.userId, 3);
  invoice = first.issued;
  orderNumber = first.order.number;
  await invoicedOrder(buyer.userId, 2);
  await invoicedOrder(stranger.userId, 1);

  // The first order refunded yesterday: its credit note.
  const refundedAt = new Date(Date.now() - 86_400_000);
  creditNote = await db().transaction(async (tx) => {
    await tx.update(orderItems).set({ refundedAt }).where(eq(orderItems.orderId, first.order.id));
    const [refund] = await tx
      .insert(refunds)
      .values({
        orderId: first.order.id,
        amountCents: first.order.totalCents,
        reason: 'Ne correspond pas à mon besoin',
        status: 'succeeded',
        processedAt: refundedAt,
      })
      .returning();
    return issueInvoice({ queue }, tx, {
      orderId: first.order.id,
      kind: 'credit_note',
      refundId: refund!.id,
      totalCents: first.order.totalCents,
      taxCents: first.order.taxCents,
      issuedAt: refundedAt,
    });
  });
});

describe('the render-invoice job', () => {
  it('stores the PDF under invoices/<reference>.pdf and records it; a second run changes nothing', async () => {
    await renderInvoiceJob(deps())({ invoiceId: invoice.id });
    const key = `invoices/${invoice.reference}.pdf`;
    const stored = await deps().files.get(key);
    expect(Buffer.from(stored!.body).subarray(0, 5).toString()).toBe('%PDF-');
    const [row] = await db().select({ pdfPath: invoices.pdfPath }).from(invoices).where(eq(invoices.id, invoice.id));
    expect(row!.pdfPath).toBe(key);

    // An issued document never changes: a retry finds the stored file and leaves it.
    await deps().files.put(key, new TextEncoder().encode('%PDF- as first stored'), 'application/pdf');
    await renderInvoiceJob(deps())({ invoiceId: invoice.id });
    expect(new TextDecoder().decode((await deps().files.get(key))!.body)).toBe('%PDF- as first stored');
    await deps().files.delete(key);
  });
});

describe('invoice PDFs', () => {
  it('are the buyer’s: rendered and stored on first request when the job has not run yet', async () => {
    const pdf = await getInvoicePdf(deps(), buyer, invoice.reference);
    const text = pdfVisibleText(pdf.body);
    expect(text).toContain(`N° ${invoice.reference}`);
    expect(text).toContain('acheteuse@example.com');
    expect(text).toContain(`Commande n° ${orderNumber}`);
    expect(text).toContain('Pour le compte de Studio');
    // The configured operator issues it (the demo operator here), in its own name.
    expect(text).toContain(`${demoOperator.name}, ${demoOperator.legalForm}`);
    expect(text).toContain('en son nom propre, pour le compte des créateurs');
    expect(text).toContain('49,00\u00a0€');
    expect(await deps().files.exists(`invoices/${invoice.reference}.pdf`)).toBe(true);
  });

  it('are an administrator’s to see too, and no one else’s: another user gets 404 as for an unknown reference', async () => {
    expect((await getInvoicePdf(deps(), admin, invoice.reference)).reference).toBe(invoice.reference);
    for (const reference of [invoice.reference, 'FAC-2026-999999', '../../etc/passwd']) {
      await expect(getInvoicePdf(deps(), stranger, reference)).rejects.toMatchObject({
        code: 'invoice_not_found',
        status: 404,
      });
    }
    await expect(getInvoicePdf(deps(), null, invoice.reference)).rejects.toMatchObject({ status: 401 });
  });

  it('a credit note refers to its invoice, gives the refunded amounts in negative and the reason', async () => {
    const text = pdfVisibleText((await getInvoicePdf(deps(), buyer, creditNote.reference)).body);
    expect(creditNote.reference).toMatch(/^AVO-\d{4}-000001$/);
    expect(text).toContain('AVOIR');
    expect(text).toContain(`Avoir sur la facture n° ${invoice.reference}`);
    expect(text).toContain('Motif du remboursement : Ne correspond pas à mon besoin');
    expect(text).toContain('-49,00\u00a0€');
  });
});

describe('the list of invoices', () => {
  it('holds the viewer’s invoices and credit notes only, newest first, a page at a time', async () => {
    const all = await listInvoices(deps(), buyer, { page: 1, per_page: 20 });
    expect(all.meta).toEqual({ total: 3, page: 1, per_page: 20 });
    expect(all.data.map((i) => i.kind)).toEqual(['credit_note', 'invoice', 'invoice']);
    expect(all.data[0]).toMatchObject({ reference: creditNote.reference, orderNumber, totalCents: 4900 });
    expect(all.data[2]!.reference).toBe(invoice.reference);

    const second = await listInvoices(deps(), buyer, { page: 2, per_page: 2 });
    expect(second.data.map((i) => i.reference)).toEqual([invoice.reference]);
    expect((await listInvoices(deps(), stranger, { page: 1, per_page: 20 })).meta.total).toBe(1);
    expect((await listInvoices(deps(), admin, { page: 1, per_page: 20 })).meta.total).toBe(0);
  });
});

describe('GET /api/v1/me/invoices', () => {
  it('answers a page with its total, 401 to a visitor, 400 to a bad page size', async () => {
    const cookie = await cookieOf('acheteuse@example.com');
    const res = await get('/api/v1/me/invoices?per_page=2', cookie);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: { reference: string }[]; meta: unknown };
    expect(body.meta).toEqual({ total: 3, page: 1, per_page: 2 });
    expect(body.data.map((i) => i.reference)).toHaveLength(2);
    expect((await get('/api/v1/me/invoices')).status).toBe(401);
    expect((await get('/api/v1/me/invoices?per_page=101', cookie)).status).toBe(400);
  });

  it('serves the PDF as a private attachment; someone else’s is 404', async () => {
    const res = await get(`/api/v1/me/invoices/${invoice.reference}/pdf`, await cookieOf('acheteuse@example.com'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${invoice.reference}.pdf"`);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    const other = await get(`/api/v1/me/invoices/${invoice.reference}/pdf`, await cookieOf('curieux@example.com'));
    expect(other.status).toBe(404);
    expect(((await other.json()) as { error: { code: string } }).error.code).toBe('invoice_not_found');
  });
});

describe('/dashboard/invoices', () => {
  const request = async (path: string, email: string) => {
    const headers = new Headers({ cookie: await cookieOf(email) });
    const { context } = await pageContext(ctx.testApp, headers);
    const url = new URL(`http://localhost:3000${path}`);
    return { request: new Request(url, { headers }), url, context, params: {} };
  };

  it('lists the viewer’s documents; a page past the last goes back to the last', async () => {
    const args = await request('/dashboard/invoices', 'acheteuse@example.com');
    const loaded = await invoicesLoader(args as never);
    expect(loaded.invoices.meta.total).toBe(3);
    expect(loaded.meta).toEqual({ title: 'Mes factures — Déploia', noindex: true });

    const past = await request('/dashboard/invoices?page=9', 'acheteuse@example.com');
    const redirect = await invoicesLoader(past as never).catch((e: unknown) => e);
    expect((redirect as Response).headers.get('location')).toBe('/dashboard/invoices');
  });

  it('downloads a PDF from /dashboard/invoices/:reference/pdf, and answers 404 to another user', async () => {
    const mine = await request(`/dashboard/invoices/${invoice.reference}/pdf`, 'acheteuse@example.com');
    const res = await invoicePdfLoader({ ...mine, params: { reference: invoice.reference } } as never);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${invoice.reference}.pdf"`);
    expect(res.headers.get('cache-control')).toBe('private, no-store');

    const theirs = await request(`/dashboard/invoices/${invoice.reference}/pdf`, 'curieux@example.com');
    const refused = await invoicePdfLoader({ ...theirs, params: { reference: invoice.reference } } as never).catch(
      (e: unknown) => e,
    );
    expect(refused).toMatchObject({ init: { status: 404 } });
  });
});
