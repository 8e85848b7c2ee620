import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Viewer } from '../../core/accounts/viewer.ts';
import { csvDialect, rfc4180 } from '../../core/dashboard/csv.ts';
import { getSellerSales } from '../../core/dashboard/get-seller-sales.ts';
import { salesCsv } from '../../core/dashboard/sales-csv.ts';
import { requestRefund } from '../../core/refunds/request-refund.ts';
import { buildViewer, createProduct, createSeller, createUser } from '../../db/factories/index.ts';
import { rows } from '../../db/rows.ts';
import { ledgerEntries, payouts } from '../../db/schema/index.ts';
import { setUpTestApp } from '../setup/test-app-hooks.ts';
import { payThroughSandbox } from '../support/sandbox-order.ts';

const ctx = setUpTestApp({ SANDBOX_SETTLE_SECONDS: '1', ADMIN_REQUIRE_2FA: '0' });
const db = () => ctx.database.db;
const deps = () => ctx.testApp.deps;
const password = 'Des-ventes-bien-comptees-1';
const hyperlink = '=HYPERLINK("http://evil.example","Cliquez")';

const paid = (viewer: Viewer, lines: { productId: string; quantity: number }[]) =>
  payThroughSandbox(ctx, viewer, lines);

/** The seller's ledger, summed by kind, straight from the table: what every figure must equal to the cent. */
async function ledger(sellerId: string) {
  const found = await rows<{ kind: string; sum: number }>(
    db(),
    sql`select kind, sum(amount_cents)::int as sum from ledger_entries where account = ${`seller:${sellerId}`} group by kind`,
  );
  return Object.fromEntries(found.map((r) => [r.kind, Number(r.sum)])) as Record<string, number>;
}

const email = `vendeuse-${randomUUID().slice(0, 8)}@test.deploia.example`;
let sellerA: { id: string; userId: string };
let sellerB: { id: string; userId: string };
let viewerA: Viewer;
let viewerB: Viewer;
let buyer1: Viewer;
let refundedItemId: string;
let agedOrderId: string;

beforeAll(async () => {
  const ownerA = await createUser(db(), { email, password, roles: ['expert'] });
  sellerA = await createSeller(db(), { userId: ownerA.id });
  sellerB = await createSeller(db());
  viewerA = buildViewer({ userId: sellerA.userId, roles: ['expert'] });
  viewerB = buildViewer({ userId: sellerB.userId, roles: ['expert'] });
  const p1 = await createProduct(db(), { sellerId: sellerA.id, priceCents: 12_000, title: 'Agent SDR' });
  const p2 = await createProduct(db(), { sellerId: sellerA.id, priceCents: 4_900, title: hyperlink });
  const q = await createProduct(db(), { sellerId: sellerB.id, priceCents: 9_900, title: 'Produit du voisin' });
  buyer1 = buildViewer({ userId: (await createUser(db())).id });
  const buyer2 = buildViewer({ userId: (await createUser(db())).id });

  const first = await paid(buyer1, [
    { productId: p1.id, quantity: 2 },
    { productId: q.id, quantity: 1 },
  ]);
  const second = await paid(buyer2, [{ productId: p2.id, quantity: 1 }]);
  agedOrderId = second.orderId;
  const [item] = await rows<{ id: string }>(
    db(),
    sql`select id from order_items where order_id = ${first.orderId} and product_id = ${p1.id}`,
  );
  refundedItemId = item!.id;
  await requestRefund(deps(), buyer1, {
    orderId: first.orderId,
    orderItemId: refundedItemId,
    reason: 'Le produit ne correspond pas à la description.',
  });
  await ctx.testApp.jobs.settled();
});

describe('a seller’s sales', () => {
  it('equal the ledger to the cent: earnings, refunds, net, pending balance; lines of their own products only', async () => {
    const sales = await getSellerSales(deps(), viewerA, { period: '30d', page: 1, per_page: 50, format: 'json' });
    const sums = await ledger(sellerA.id);
    expect(sums.sale).toBeGreaterThan(0);
    expect(sums.refund).toBeLessThan(0);
    expect(sales.totals.earningsCents).toBe(sums.sale);
    expect(sales.totals.refundsCents).toBe(-sums.refund!);
    expect(sales.totals.netEarningsCents).toBe(sums.sale! + sums.refund!);
    // 70 % of the amounts excluding VAT (20 %): 2 × 120 € and 49 € TTC.
    const net = Math.round((2 * 12_000 * 100) / 120) + Math.round((4_900 * 100) / 120);
    expect(sales.totals.netSalesCents).toBe(net);
    expect(sales.totals.sales).toBe(2);
    expect(sales.totals.seats).toBe(3);
    expect(sales.balances).toEqual({ pendingCents: sums.sale! + sums.refund!, availableCents: 0, paidOutCents: 0 });
    expect(sales.chart.points.reduce((sum, p) => sum + p.value, 0)).toBe(sales.totals.netEarningsCents);

    expect(sales.lines.map((l) => l.title).sort()).toEqual([hyperlink, 'Agent SDR']);
    const refunded = sales.lines.find((l) => l.id === refundedItemId)!;
    expect(refunded).toMatchObject({ status: 'refunded', seats: 2, refundedCents: refunded.shareCents });
    expect(sales.lines.find((l) => l.id !== refundedItemId)).toMatchObject({ status: 'pending', refundedCents: 0 });

    const other = await getSellerSales(deps(), viewerB, { period: '30d', page: 1, per_page: 50, format: 'json' });
    expect(other.lines.map((l) => l.title)).toEqual(['Produit du voisin']);
    expect(other.totals.earningsCents).toBe((await ledger(sellerB.id)).sale);
    expect(other.totals.refundsCents).toBe(0);
  });

  it('moves a sale past the 30-day guarantee to the available balance, and a payout to the paid-out one', async () => {
    // The second order was paid 40 days ago.
    const past = new Date(Date.now() - 40 * 86_400_000);
    await db().execute(sql`update orders set paid_at = ${past.toISOString()}::timestamptz where id = ${agedOrderId}`);
    await db().execute(
      sql`update ledger_entries set created_at = ${past.toISOString()}::timestamptz
          where order_item_id in (select id from order_items where order_id = ${agedOrderId})`,
    );
    const [aged] = await rows<{ share: number }>(
      db(),
      sql`select le.amount_cents::int as share from ledger_entries le join order_items oi on oi.id = le.order_item_id
          where oi.order_id = ${agedOrderId} and le.account = ${`seller:${sellerA.id}`}`,
    );
    const [payout] = await db()
      .insert(payouts)
      .values({
        sellerId: sellerA.id,
        amountCents: 1_000,
        status: 'paid',
        reference: 'VIR-2026-0001',
        paidAt: new Date(),
      })
      .returning();
    await db()
      .insert(ledgerEntries)
      .values({ account: `seller:${sellerA.id}`, amountCents: -1_000, kind: 'payout', payoutId: payout!.id });

    const sums = await ledger(sellerA.id);
    const sales = await getSellerSales(deps(), viewerA, { period: '30d', page: 1, per_page: 50, format: 'json' });
    expect(sales.balances.availableCents).toBe(aged!.share - 1_000);
    expect(sales.balances.paidOutCents).toBe(1_000);
    expect(sales.balances.pendingCents + sales.balances.availableCents).toBe(sums.sale! + sums.refund! + sums.payout!);
    expect(sales.lines.map((l) => l.title)).toEqual(['Agent SDR']);
    expect(sales.payouts).toEqual([
      expect.objectContaining({ amountCents: 1_000, status: 'paid', reference: 'VIR-2026-0001' }),
    ]);

    const all = await getSellerSales(deps(), viewerA, { period: 'all', page: 1, per_page: 1, format: 'json' });
    expect(all.totals.earningsCents).toBe(sums.sale);
    expect(all.lines).toHaveLength(1);
    expect(all.meta.total).toBe(2);
    expect(all.chart.unit).toBe('month');
    expect(all.chart.points.reduce((sum, p) => sum + p.value, 0)).toBe(sums.sale! + sums.refund!);
    expect(all.lines.find((l) => l.title === hyperlink)).toBeUndefined();
    const older = await getSellerSales(deps(), viewerA, { period: 'all', page: 2, per_page: 1, format: 'json' });
    expect(older.lines[0]).toMatchObject({ title: hyperlink, status: 'cleared' });
  });

  it('refuses a customer, and an expert without a seller profile', async () => {
    const query = { period: '30d', page: 1, per_page: 50, format: 'json' } as const;
    await expect(getSellerSales(deps(), buyer1, query)).rejects.toMatchObject({ code: 'not_a_seller', status: 403 });
    const expert = buildViewer({ userId: (await createUser(db(), { roles: ['expert'] })).id, roles: ['expert'] });
    await expect(getSellerSales(deps(), expert, query)).rejects.toMatchObject({ code: 'seller_profile_missing' });
    await expect(getSellerSales(deps(), null, query)).rejects.toMatchObject({ status: 401 });
  });
});

describe('the CSV export', () => {
  it('in RFC 4180: no BOM, commas, amounts machine-readable, ISO dates, a formula title inert', async () => {
    const { body, filename } = await salesCsv(deps(), viewerA, { period: 'all' }, 'fr', rfc4180);
    expect(filename).toMatch(/^ventes-all-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(body.startsWith('"Date de vente","Commande","Produit","Places","Montant HT"')).toBe(true);
    const lines = body.trimEnd().split('\r\n');
    expect(lines).toHaveLength(3);
    const formula = lines.find((l) => l.includes('HYPERLINK'))!;
    expect(formula).toContain(`"'=HYPERLINK(""http://evil.example"",""Cliquez"")"`);
    expect(formula).not.toMatch(/,"?=HYPERLINK/);
    // 49 € TTC → 40,83 € HT, of which 70 %: bare numbers with a dot.
    expect(formula).toContain(',1,40.83,28.58,0,"Acquise"');
    const sdr = lines.find((l) => l.includes('Agent SDR'))!;
    expect(sdr).toMatch(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z,"CMD-/);
    expect(sdr).toContain(',2,200,140,140,"Remboursée"');
    const english = await salesCsv(deps(), viewerA, { period: 'all' }, 'en', rfc4180);
    expect(english.body).toContain('"Sale date","Order","Product"');
  });

  it('in French Excel’s form: a BOM, semicolons, decimal commas, Paris time', async () => {
    const { body } = await salesCsv(deps(), viewerA, { period: 'all' }, 'fr', csvDialect('excel'));
    expect(body.startsWith('\uFEFF"Date de vente";"Commande";"Produit";"Places";"Montant HT"')).toBe(true);
    const lines = body.slice(1).trimEnd().split('\r\n');
    const formula = lines.find((l) => l.includes('HYPERLINK'))!;
    expect(formula).toContain(';1;40,83;28,58;0;"Acquise"');
    expect(formula).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2};"CMD-/);
  });
});

describe('GET /api/v1/seller/sales', () => {
  const cookieOf = (address: string) => ctx.signInCookies(address, password);

  it('answers the signed-in seller in JSON or CSV, 400 on a bad period, 401 to a visitor, 403 to a customer', async () => {
    const cookie = await cookieOf(email);
    const res = await ctx.app.request('/api/v1/seller/sales?period=all', { headers: { cookie } });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: Awaited<ReturnType<typeof getSellerSales>> };
    expect(data.totals.earningsCents).toBe((await ledger(sellerA.id)).sale);
    expect(data.lines.every((l) => l.title !== 'Produit du voisin')).toBe(true);

    const csv = await ctx.app.request('/api/v1/seller/sales?period=all&format=csv', { headers: { cookie } });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="ventes-all-/);
    expect(csv.headers.get('cache-control')).toBe('private, no-store');
    expect(await csv.text()).toContain("'=HYPERLINK");

    expect((await ctx.app.request('/api/v1/seller/sales?period=forever', { headers: { cookie } })).status).toBe(400);
    expect((await ctx.app.request('/api/v1/seller/sales')).status).toBe(401);
    const customer = `client-${randomUUID().slice(0, 8)}@test.deploia.example`;
    await createUser(db(), { email: customer, password });
    const refused = await ctx.app.request('/api/v1/seller/sales', { headers: { cookie: await cookieOf(customer) } });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: { code: 'not_a_seller' } });
  });

  it('is in the OpenAPI document with its query schema, beside the view beacon', async () => {
    const doc = (await (await ctx.app.request('/api/v1/openapi.json')).json()) as {
      paths: Record<string, { get?: { parameters: { name: string; schema: { enum?: string[] } }[] } }>;
    };
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/seller/sales', '/products/{slug}/views']));
    const period = doc.paths['/seller/sales']!.get!.parameters.find((p) => p.name === 'period');
    expect(period?.schema.enum).toEqual(['7d', '30d', '90d', '365d', 'all']);
  });
});
