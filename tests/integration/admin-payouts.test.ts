import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Viewer } from '../../core/accounts/viewer.ts';
import { createPayoutBatch } from '../../core/admin/payouts/create-payout-batch.ts';
import { payoutBatchCsv, payoutBatchXml } from '../../core/admin/payouts/export-payout-batch.ts';
import { getPayablePayouts } from '../../core/admin/payouts/get-payable-payouts.ts';
import { markPayoutBatchPaid } from '../../core/admin/payouts/mark-payout-batch-paid.ts';
import { childrenNamed, only, readXml } from '../../core/admin/payouts/xml-reader.test-support.ts';
import { csvDialect } from '../../core/dashboard/csv.ts';
import { getSellerSales } from '../../core/dashboard/get-seller-sales.ts';
import { getPartnerDashboard } from '../../core/partners/get-partner-dashboard.ts';
import { isAppError } from '../../core/shared/app-error.ts';
import {
  buildViewer,
  createPaidOrder,
  createPartner,
  createProduct,
  createSeller,
  createUser,
} from '../../db/factories/index.ts';
import { rows } from '../../db/rows.ts';
import {
  auditLog,
  ledgerEntries,
  notifications,
  partners,
  payoutBatches,
  payouts,
  sellerProfiles,
} from '../../db/schema/index.ts';
import { setUpTestApp } from '../setup/test-app-hooks.ts';
import { mapConcurrently } from '../support/concurrency.ts';

const ctx = setUpTestApp({ ADMIN_REQUIRE_2FA: '0' });
const db = () => ctx.database.db;
/** Takes `amountCents` off a seller's balance, as a refund of one of their sales or a payout to them does. */
const debit = (
  sellerId: string,
  amountCents: number,
  entry: { kind: 'refund'; orderItemId: string } | { kind: 'payout'; payoutId: string },
) =>
  db()
    .insert(ledgerEntries)
    .values({ account: `seller:${sellerId}`, amountCents: -amountCents, ...entry });
const deps = () => ctx.testApp.deps;
const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);
const password = 'Des-virements-bien-faits-1';
const hyperlink = '=HYPERLINK("http://evil.example","Cliquez")';

let admin: Viewer;
let adminEmail: string;
let customerEmail: string;
let expertEmail: string;
type Payee = { sellerId: string; userId: string; viewer: Viewer };
let alice: Payee; // IBAN; old sales, an old refund, an earlier payout, a recent sale
let bruno: Payee; // old sale, no IBAN
let chloe: Payee; // IBAN, only a recent sale
let partner: { id: string; userId: string; viewer: Viewer };
const expected = { aliceOld: 0, aliceRefund: 0, aliceRecent: 0, earlier: 1_234, bruno: 0, chloe: 0, commission: 0 };

/** The account's entries summed by kind, straight from the ledger. */
async function ledger(account: string) {
  const found = await rows<{ kind: string; sum: number }>(
    db(),
    sql`select kind, sum(amount_cents)::int as sum from ledger_entries where account = ${account} group by kind`,
  );
  const byKind = Object.fromEntries(found.map((r) => [r.kind, Number(r.sum)])) as Record<string, number>;
  return { byKind, total: Object.values(byKind).reduce((a, b) => a + b, 0) };
}

/** A paid order of `sellerId`'s product `paidAt`, with its seller / platform (and partner) ledger entries. */
async function sale(sellerId: string, priceCents: number, paidAt: Date, partnerId?: string, commissionCents = 0) {
  const product = await createProduct(db(), { sellerId, priceCents });
  const buyer = await createUser(db());
  const { order, items } = await createPaidOrder(db(), {
    buyerId: buyer.id,
    paidAt,
    lines: [{ productId: product.id, sellerId, title: product.title, unitPriceCents: priceCents }],
  });
  const item = items[0]!;
  await db()
    .insert(ledgerEntries)
    .values([
      {
        account: `seller:${sellerId}`,
        amountCents: item.sellerShareCents!,
        kind: 'sale',
        orderItemId: item.id,
        createdAt: paidAt,
      },
      {
        account: 'platform',
        amountCents: item.platformFeeCents! - commissionCents,
        kind: 'fee',
        orderItemId: item.id,
        createdAt: paidAt,
      },
      ...(partnerId
        ? [
            {
              account: `partner:${partnerId}`,
              amountCents: commissionCents,
              kind: 'partner_commission' as const,
              orderItemId: item.id,
              createdAt: paidAt,
            },
          ]
        : []),
    ]);
  return { order, item };
}

async function payee(input: { name: string; iban: string | null; email?: string }): Promise<Payee> {
  const user = await createUser(db(), {
    roles: ['expert'],
    email: input.email,
    password: input.email ? password : undefined,
  });
  const seller = await createSeller(db(), {
    userId: user.id,
    publicName: input.name,
    payoutName: input.iban ? input.name : null,
    payoutIban: input.iban,
  });
  return { sellerId: seller.id, userId: user.id, viewer: buildViewer({ userId: user.id, roles: ['expert'] }) };
}

beforeAll(async () => {
  adminEmail = `admin-${randomUUID().slice(0, 8)}@test.deploia.example`;
  customerEmail = `client-${randomUUID().slice(0, 8)}@test.deploia.example`;
  expertEmail = `experte-${randomUUID().slice(0, 8)}@test.deploia.example`;
  const adminUser = await createUser(db(), { email: adminEmail, password, roles: ['admin'] });
  admin = buildViewer({ userId: adminUser.id, roles: ['admin'] });
  await createUser(db(), { email: customerEmail, password });

  alice = await payee({ name: hyperlink, iban: 'FR7630006000011234567890189', email: expertEmail });
  bruno = await payee({ name: 'Bruno sans IBAN', iban: null });
  chloe = await payee({ name: 'Chloé Récente', iban: 'DE89370400440532013000' });
  const created = await createPartner(db());
  await db()
    .update(partners)
    .set({ payoutName: 'Partenaire & Fils', payoutIban: 'BE68539007547034' })
    .where(eq(partners.id, created.partner.id));
  partner = {
    id: created.partner.id,
    userId: created.user.id,
    viewer: buildViewer({ userId: created.user.id, roles: ['partner'] }),
  };

  const old1 = await sale(alice.sellerId, 12_000, daysAgo(45), partner.id, 500);
  const old2 = await sale(alice.sellerId, 4_900, daysAgo(40));
  const recent = await sale(alice.sellerId, 9_900, daysAgo(5));
  expected.aliceOld = old1.item.sellerShareCents! + old2.item.sellerShareCents!;
  expected.aliceRecent = recent.item.sellerShareCents!;
  expected.commission = 500;
  // The second old order was refunded (the ledger reverses the seller's share).
  expected.aliceRefund = old2.item.sellerShareCents!;
  await debit(alice.sellerId, expected.aliceRefund, { kind: 'refund', orderItemId: old2.item.id });
  // An earlier payout, outside any batch.
  const [earlier] = await db()
    .insert(payouts)
    .values({
      sellerId: alice.sellerId,
      amountCents: expected.earlier,
      status: 'paid',
      reference: 'VIR-ANCIEN',
      paidAt: daysAgo(20),
    })
    .returning();
  await debit(alice.sellerId, expected.earlier, { kind: 'payout', payoutId: earlier!.id });
  expected.bruno = (await sale(bruno.sellerId, 7_000, daysAgo(60))).item.sellerShareCents!;
  expected.chloe = (await sale(chloe.sellerId, 3_000, daysAgo(3))).item.sellerShareCents!;
});

const isConflict = (error: unknown, code: string) => isAppError(error) && error.status === 409 && error.code === code;

describe('payable balances', () => {
  it('are the earnings past the 30-day guarantee, net of refunds and earlier payouts; no IBAN or nothing available is not payable', async () => {
    const payable = await getPayablePayouts(deps(), admin);
    const of = (account: string) => payable.payees.find((p) => p.account === account);

    expect(of(`seller:${alice.sellerId}`)).toMatchObject({
      kind: 'seller',
      payeeId: alice.sellerId,
      userId: alice.userId,
      pendingCents: expected.aliceRecent,
      availableCents: expected.aliceOld - expected.aliceRefund - expected.earlier,
      paidOutCents: expected.earlier,
      payable: true,
      reason: null,
    });
    expect(of(`seller:${bruno.sellerId}`)).toMatchObject({
      availableCents: expected.bruno,
      payable: false,
      reason: 'no_iban',
    });
    expect(of(`seller:${chloe.sellerId}`)).toMatchObject({
      pendingCents: expected.chloe,
      availableCents: 0,
      payable: false,
      reason: 'nothing_available',
    });
    expect(of(`partner:${partner.id}`)).toMatchObject({
      kind: 'partner',
      availableCents: expected.commission,
      payoutIban: 'BE68539007547034',
      payable: true,
    });
    // The same figures as each payee's own dashboard.
    const sales = await getSellerSales(deps(), alice.viewer, { period: '30d', page: 1, per_page: 10, format: 'json' });
    expect(sales.balances).toEqual({
      pendingCents: of(`seller:${alice.sellerId}`)!.pendingCents,
      availableCents: of(`seller:${alice.sellerId}`)!.availableCents,
      paidOutCents: expected.earlier,
    });
    expect(payable.payableCount).toBe(2);
    expect(payable.payableCents).toBe(of(`seller:${alice.sellerId}`)!.availableCents + expected.commission);
    await expect(getPayablePayouts(deps(), alice.viewer)).rejects.toMatchObject({ status: 403 });
  });
});

/** What an administrator confirms when nothing is expected to move (refused before the figures are compared). */
const nothing = { expectedTotalCents: 0, expectedCount: 0 };
/** The total and count an administrator confirms for a batch, as its page shows them. */
async function confirmationOf(batchId: string) {
  const [batch] = await db().select().from(payoutBatches).where(eq(payoutBatches.id, batchId));
  return { expectedTotalCents: batch!.totalCents, expectedCount: batch!.payoutCount };
}

describe('a payout batch', () => {
  let batchId: string;
  let aliceAmount: number;

  it('created twice at once is created once; the other finds nothing left to pay', async () => {
    const before = await getPayablePayouts(deps(), admin);
    aliceAmount = before.payees.find((p) => p.account === `seller:${alice.sellerId}`)!.availableCents;
    const outcomes = await mapConcurrently([0, 1, 2], 3, (i) =>
      createPayoutBatch(
        deps(),
        admin,
        { expectedTotalCents: before.payableCents, expectedCount: before.payableCount },
        { ip: `192.0.2.${i}` },
      ).then(
        (batch) => ({ batch, error: null }),
        (error: unknown) => ({ batch: null, error }),
      ),
    );
    const made = outcomes.filter((o) => o.batch);
    expect(made).toHaveLength(1);
    expect(outcomes.filter((o) => isConflict(o.error, 'nothing_to_pay'))).toHaveLength(2);
    const batch = made[0]!.batch!;
    batchId = batch.id;
    const today = new Date().toISOString().slice(0, 10).replaceAll('-', '');
    expect(batch.reference).toBe(`PAY-${today}-001`);
    expect(batch).toMatchObject({ payoutCount: before.payableCount, totalCents: before.payableCents });
    expect(await db().select().from(payoutBatches)).toHaveLength(1);

    // One pending payout per payable payee, each with its negative payout entry.
    const written = await db().select().from(payouts).where(eq(payouts.batchId, batchId));
    expect(written.map((p) => [p.sellerId ?? p.partnerId, p.amountCents, p.status, p.reference]).sort()).toEqual(
      [
        [alice.sellerId, aliceAmount, 'pending', batch.reference],
        [partner.id, expected.commission, 'pending', batch.reference],
      ].sort(),
    );
    const debits = await rows<{ account: string; amount: number; payout_id: string }>(
      db(),
      sql`select le.account, le.amount_cents::int as amount, le.payout_id from ledger_entries le
          join payouts p on p.id = le.payout_id where p.batch_id = ${batchId} and le.kind = 'payout'`,
    );
    expect(debits.reduce((sum, d) => sum + d.amount, 0)).toBe(-batch.totalCents);
    expect(debits).toHaveLength(2);
    const [audit] = await db().select().from(auditLog).where(eq(auditLog.action, 'payout_batch.create'));
    expect(audit).toMatchObject({ actorId: admin.userId, targetType: 'payout_batch', targetId: batchId });

    await expect(createPayoutBatch(deps(), admin, nothing)).rejects.toSatisfy((e) => isConflict(e, 'nothing_to_pay'));
  });

  it('moves the payees’ money from available to paid out, and their ledger still balances', async () => {
    const sales = await getSellerSales(deps(), alice.viewer, { period: 'all', page: 1, per_page: 10, format: 'json' });
    const aliceLedger = await ledger(`seller:${alice.sellerId}`);
    expect(sales.balances).toEqual({
      pendingCents: expected.aliceRecent,
      availableCents: 0,
      paidOutCents: expected.earlier + aliceAmount,
    });
    expect(sales.balances.pendingCents + sales.balances.availableCents).toBe(aliceLedger.total);
    expect(-(aliceLedger.byKind.payout ?? 0)).toBe(sales.balances.paidOutCents);
    expect(sales.payouts[0]).toMatchObject({
      amountCents: aliceAmount,
      status: 'pending',
      reference: expect.stringMatching(/^PAY-/),
    });

    const dashboard = await getPartnerDashboard(deps(), partner.viewer);
    expect(dashboard.balance).toEqual({ pendingCents: 0, availableCents: 0, paidOutCents: expected.commission });
    expect((await ledger(`partner:${partner.id}`)).total).toBe(0);
    // The platform's side is untouched: an order's entries still sum to its amount excluding VAT.
    const [sums] = await rows<{ entries: number; net: number }>(
      db(),
      sql`select (select sum(le.amount_cents) from ledger_entries le where le.order_item_id is not null)::int as entries,
                 (select sum(oi.total_cents - oi.tax_cents) from order_items oi)::int as net`,
    );
    expect(sums!.entries).toBe(sums!.net - expected.aliceRefund);
  });

  it('a form submitted after another batch was created is refused; the next batch is numbered 002', async () => {
    // Chloé's sale passes the guarantee: there is something to pay again.
    await db().execute(
      sql`update orders set paid_at = ${daysAgo(31).toISOString()}::timestamptz
          where id in (select order_id from order_items where seller_id = ${chloe.sellerId})`,
    );
    const confirmed = { expectedTotalCents: expected.chloe, expectedCount: 1 };
    await expect(createPayoutBatch(deps(), admin, { ...confirmed, expectedLastBatchId: null })).rejects.toSatisfy((e) =>
      isConflict(e, 'payout_batch_stale'),
    );
    await expect(
      createPayoutBatch(deps(), admin, {
        ...confirmed,
        expectedTotalCents: expected.chloe - 1,
        expectedLastBatchId: batchId,
      }),
    ).rejects.toSatisfy((e) => isConflict(e, 'payout_confirmation_mismatch'));
    const second = await createPayoutBatch(deps(), admin, { ...confirmed, expectedLastBatchId: batchId });
    expect(second.reference).toMatch(/^PAY-\d{8}-002$/);
    expect(second).toMatchObject({ payoutCount: 1, totalCents: expected.chloe });
  });

  it('exports a valid pain.001 file whose counts and sums match, and a formula-inert CSV', async () => {
    const file = await payoutBatchXml(deps(), admin, batchId);
    const document = readXml(file.body);
    const header = only(document, 'CstmrCdtTrfInitn', 'GrpHdr');
    const payment = only(document, 'CstmrCdtTrfInitn', 'PmtInf');
    const lines = childrenNamed(payment, 'CdtTrfTxInf');
    const [batch] = await db().select().from(payoutBatches).where(eq(payoutBatches.id, batchId));
    expect(only(header, 'MsgId').text).toBe(batch!.reference);
    expect(Number(only(header, 'NbOfTxs').text)).toBe(batch!.payoutCount);
    expect(lines).toHaveLength(batch!.payoutCount);
    expect(Math.round(Number(only(header, 'CtrlSum').text) * 100)).toBe(batch!.totalCents);
    expect(lines.reduce((sum, l) => sum + Math.round(Number(only(l, 'Amt', 'InstdAmt').text) * 100), 0)).toBe(
      batch!.totalCents,
    );
    const names = lines.map((l) => only(l, 'Cdtr', 'Nm').text).sort();
    expect(names).toEqual(['HYPERLINK(http://evil.example,Cliquez)', 'Partenaire + Fils']);
    expect(only(payment, 'DbtrAcct', 'Id', 'IBAN').text).toBe('FR7630006000011234567890189');

    const csv = await payoutBatchCsv(deps(), admin, batchId, csvDialect('excel'));
    expect(csv.filename).toBe(`${batch!.reference}.csv`);
    expect(csv.body.startsWith('\uFEFF"reference";"payee_type";')).toBe(true);
    expect(csv.body).toContain(`"'=HYPERLINK(""http://evil.example"",""Cliquez"")"`);
    expect(csv.body).not.toMatch(/(^|;)"?=HYPERLINK/m);
    const rfc = await payoutBatchCsv(deps(), admin, batchId, csvDialect('rfc4180'));
    expect(rfc.body.startsWith('"reference","payee_type",')).toBe(true);
    await expect(payoutBatchCsv(deps(), alice.viewer, batchId, csvDialect('rfc4180'))).rejects.toMatchObject({
      status: 403,
    });
  });

  it('pays the account recorded when the batch was made, even if the payee changes their IBAN afterwards', async () => {
    const ibanOf = async () => {
      const lines = childrenNamed(
        only(readXml((await payoutBatchXml(deps(), admin, batchId)).body), 'CstmrCdtTrfInitn', 'PmtInf'),
        'CdtTrfTxInf',
      );
      const alices = lines.find((l) => only(l, 'Cdtr', 'Nm').text.startsWith('HYPERLINK'));
      return alices ? only(alices, 'CdtrAcct', 'Id', 'IBAN').text : null;
    };
    expect(await ibanOf()).toBe('FR7630006000011234567890189');
    await db()
      .update(sellerProfiles)
      .set({ payoutIban: 'DE89370400440532013000' })
      .where(eq(sellerProfiles.id, alice.sellerId));
    try {
      expect(await ibanOf()).toBe('FR7630006000011234567890189');
    } finally {
      await db()
        .update(sellerProfiles)
        .set({ payoutIban: 'FR7630006000011234567890189' })
        .where(eq(sellerProfiles.id, alice.sellerId));
    }
  });

  it('marked paid twice: paid once, each payee told once, audited once', async () => {
    const confirmation = await confirmationOf(batchId);
    await expect(
      markPayoutBatchPaid(deps(), admin, batchId, { ...confirmation, expectedCount: confirmation.expectedCount + 1 }),
    ).rejects.toSatisfy((e) => isConflict(e, 'payout_confirmation_mismatch'));
    const first = await markPayoutBatchPaid(deps(), admin, batchId, confirmation);
    const second = await markPayoutBatchPaid(deps(), admin, batchId, confirmation);
    expect(first).toMatchObject({ status: 'paid', changed: true });
    expect(second).toMatchObject({ status: 'paid', changed: false, paidAt: first.paidAt });
    const [batch] = await db().select().from(payoutBatches).where(eq(payoutBatches.id, batchId));
    expect(batch).toMatchObject({ status: 'paid', paidBy: admin.userId });
    const written = await db().select().from(payouts).where(eq(payouts.batchId, batchId));
    expect(written.every((p) => p.status === 'paid' && p.paidAt !== null)).toBe(true);
    for (const userId of [alice.userId, partner.userId]) {
      const told = await db()
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.title, 'Virement envoyé')));
      expect(told).toHaveLength(1);
      expect(told[0]!.message).toContain(batch!.reference);
    }
    const told = await db().select().from(notifications).where(eq(notifications.userId, alice.userId));
    expect(told[0]!.metadata).toEqual({ redirect_url: '/dashboard/sales' });
    expect(await db().select().from(auditLog).where(eq(auditLog.action, 'payout_batch.mark_paid'))).toHaveLength(1);
    const sales = await getSellerSales(deps(), alice.viewer, { period: '30d', page: 1, per_page: 10, format: 'json' });
    expect(sales.payouts[0]).toMatchObject({ status: 'paid', reference: batch!.reference });
    await ctx.testApp.jobs.settled();
    const mailed = await rows<{ to: string }>(
      db(),
      sql`select "to" from email_outbox where subject like '%Virement envoyé%'`,
    );
    expect(mailed.map((m) => m.to)).toContain(expertEmail);
  });

  it('is refused to anyone but an administrator, and an unknown batch is a 404', async () => {
    await expect(createPayoutBatch(deps(), alice.viewer, nothing)).rejects.toMatchObject({ status: 403 });
    await expect(markPayoutBatchPaid(deps(), alice.viewer, batchId, nothing)).rejects.toMatchObject({ status: 403 });
    await expect(markPayoutBatchPaid(deps(), admin, randomUUID(), nothing)).rejects.toMatchObject({ status: 404 });
    await expect(markPayoutBatchPaid(deps(), admin, 'not-a-uuid', nothing)).rejects.toMatchObject({ status: 404 });
    const [seller] = await db().select().from(sellerProfiles).where(eq(sellerProfiles.id, alice.sellerId));
    expect(seller).toBeDefined();
  });
});

describe('the admin payments API', () => {
  it('answers administrators, 401 to visitors, 403 (nothing changes) to others', async () => {
    const adminCookie = await ctx.signInCookies(adminEmail, password);
    const customerCookie = await ctx.signInCookies(customerEmail, password);
    const expertCookie = await ctx.signInCookies(expertEmail, password);
    const [batch] = await db().select().from(payoutBatches).limit(1);
    const calls: [string, string][] = [
      ['GET', '/api/v1/admin/payments'],
      ['GET', '/api/v1/admin/payouts/payable'],
      ['GET', '/api/v1/admin/payout-batches'],
      ['POST', '/api/v1/admin/payout-batches'],
      ['GET', `/api/v1/admin/payout-batches/${batch!.id}`],
      ['POST', `/api/v1/admin/payout-batches/${batch!.id}/paid`],
    ];
    const batches = (await db().select().from(payoutBatches)).length;
    for (const [method, path] of calls) {
      expect((await ctx.callJson(method, path)).status, `${method} ${path} visitor`).toBe(401);
      expect((await ctx.callJson(method, path, customerCookie)).status, `${method} ${path} customer`).toBe(403);
      expect((await ctx.callJson(method, path, expertCookie)).status, `${method} ${path} expert`).toBe(403);
    }
    expect(await db().select().from(payoutBatches)).toHaveLength(batches);

    const payable = await ctx.callJson('GET', '/api/v1/admin/payouts/payable', adminCookie);
    expect(payable.status).toBe(200);
    const body = (await payable.json()) as { data: { account: string; reason: string | null }[] };
    expect(body.data.find((p) => p.account === `seller:${bruno.sellerId}`)?.reason).toBe('no_iban');
    const detail = await ctx.callJson('GET', `/api/v1/admin/payout-batches/${batch!.id}`, adminCookie);
    expect(detail.status).toBe(200);
    expect(((await detail.json()) as { data: { payouts: unknown[] } }).data.payouts).toHaveLength(batch!.payoutCount);
    const created = await ctx.callJson('POST', '/api/v1/admin/payout-batches', adminCookie, nothing);
    expect(created.status).toBe(409);
    expect(((await created.json()) as { error: { code: string } }).error.code).toBe('nothing_to_pay');
    const bad = await ctx.callJson('POST', '/api/v1/admin/payout-batches', adminCookie, {
      ...nothing,
      expectedLastBatchId: 'x',
    });
    expect(bad.status).toBe(400);
    const extra = await ctx.callJson('POST', '/api/v1/admin/payout-batches', adminCookie, { ...nothing, amount: 1 });
    expect(extra.status).toBe(400);
    const paid = await ctx.callJson(
      'POST',
      `/api/v1/admin/payout-batches/${batch!.id}/paid`,
      adminCookie,
      await confirmationOf(batch!.id),
    );
    expect(paid.status).toBe(200);
    expect(await ctx.callJson('GET', `/api/v1/admin/payout-batches/${randomUUID()}`, adminCookie)).toHaveProperty(
      'status',
      404,
    );
    const listing = await ctx.callJson('GET', '/api/v1/admin/payments?status=nonsense&per_page=5', adminCookie);
    expect(listing.status).toBe(200);
    const pageZero = await ctx.callJson('GET', '/api/v1/admin/payments?page=0', adminCookie);
    expect(pageZero.status).toBe(400);
  });
});
