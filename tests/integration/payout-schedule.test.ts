import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { confirmPayoutBatch } from '../../core/admin/payouts/confirm-payout-batch.ts';
import { payoutBatchXml } from '../../core/admin/payouts/export-payout-batch.ts';
import { getPayoutSchedule } from '../../core/admin/payouts/get-payout-schedule.ts';
import { markPayoutBatchPaid } from '../../core/admin/payouts/mark-payout-batch-paid.ts';
import { runScheduledPayouts } from '../../core/admin/payouts/run-scheduled-payouts.ts';
import { updatePayoutSchedule } from '../../core/admin/payouts/update-payout-schedule.ts';
import { getNextPayout } from '../../core/dashboard/get-next-payout.ts';
import { itemLedger } from '../../core/orders/item-ledger.ts';
import {
  buildViewer,
  createPaidOrder,
  createProduct,
  createSeller,
  createUser,
  testFrenchIban,
} from '../../db/factories/index.ts';
import { auditLog, ledgerEntries, notifications, payoutBatches, payouts } from '../../db/schema/index.ts';
import { setUpTestApp } from '../setup/test-app-hooks.ts';

const ctx = setUpTestApp();
const db = () => ctx.database.db;
const DAY_MS = 86_400_000;
// A Tuesday, 10:00 UTC; the 1st of December 2026 is a payout day of a monthly schedule on the 1st.
const now = new Date('2026-12-01T10:00:00Z');
const at = (date: Date) => ({ db: db(), clock: { now: () => date } });

let iban = 40;
/** A seller (with an IBAN unless told otherwise) and one sale paid `daysAgo` days before `now`, booked. */
async function sellerWithSale(priceCents: number, daysAgo: number, { withIban = true } = {}) {
  const owner = await createUser(db(), { roles: ['expert'] });
  const seller = await createSeller(db(), {
    userId: owner.id,
    payoutName: 'Atelier',
    payoutIban: withIban ? testFrenchIban(iban++) : null,
  });
  const product = await createProduct(db(), { sellerId: seller.id, priceCents });
  const paidAt = new Date(now.getTime() - daysAgo * DAY_MS);
  const { items } = await createPaidOrder(db(), {
    buyerId: (await createUser(db())).id,
    lines: [{ productId: product.id, sellerId: seller.id, title: product.title, unitPriceCents: priceCents }],
    paidAt,
  });
  await db()
    .insert(ledgerEntries)
    .values(
      itemLedger(items.map((item) => ({ ...item, id: item.id! }))).map((entry) => ({ ...entry, createdAt: paidAt })),
    );
  return { seller, viewer: buildViewer({ userId: owner.id, roles: ['expert'] }), share: items[0]!.sellerShareCents };
}

describe('the payout schedule', () => {
  it('prepares on a payout day a batch of the payees past the holding period and over the minimum, once', async () => {
    const adminUser = await createUser(db(), { roles: ['admin'] });
    const admin = buildViewer({ userId: adminUser.id, roles: ['admin'], aal: 'aal2' });
    await updatePayoutSchedule(at(now), admin, {
      frequency: 'monthly',
      weekday: 1,
      dayOfMonth: 1,
      minimumCents: 10_00,
      holdingDays: 30,
    });
    const paid = await sellerWithSale(12_000, 40);
    const small = await sellerWithSale(100, 40);
    const noIban = await sellerWithSale(12_000, 40, { withIban: false });
    const recent = await sellerWithSale(12_000, 10);

    // What each creator's dashboard says of the next payout, computed the day before.
    const dayBefore = new Date(now.getTime() - DAY_MS);
    expect(await getNextPayout(at(dayBefore), paid.viewer)).toMatchObject({
      date: '2026-12-01T05:00:00.000Z',
      amountCents: paid.share,
      reason: null,
    });
    expect(await getNextPayout(at(dayBefore), small.viewer)).toMatchObject({ amountCents: 0, reason: 'below_minimum' });
    expect(await getNextPayout(at(dayBefore), noIban.viewer)).toMatchObject({ reason: 'no_iban' });
    expect(await getNextPayout(at(dayBefore), recent.viewer)).toMatchObject({ reason: 'holding' });
    expect(await getPayoutSchedule(at(dayBefore), admin)).toMatchObject({
      nextRunAt: '2026-12-01T05:00:00.000Z',
      preview: { totalCents: paid.share, count: 1 },
    });

    expect(await runScheduledPayouts(at(new Date('2026-12-02T05:00:00Z')))).toEqual({
      created: false,
      reason: 'not_a_payout_day',
    });
    const run = await runScheduledPayouts(at(now));
    expect(run).toMatchObject({ created: true, batch: { totalCents: paid.share, payoutCount: 1 } });
    expect(await runScheduledPayouts(at(now))).toEqual({ created: false, reason: 'already_ran' });
    const [batch] = await db().select().from(payoutBatches);
    expect(batch).toMatchObject({ status: 'created', createdBy: null, confirmedAt: null });
    expect((await db().select().from(payouts)).map((p) => p.sellerId)).toEqual([paid.seller.id]);
    const [told] = await db().select().from(notifications).where(eq(notifications.userId, adminUser.id));
    expect(told).toMatchObject({ title: 'Lot de virements à confirmer' });
    expect(await db().select().from(auditLog).where(eq(auditLog.action, 'payout_batch.schedule'))).toHaveLength(1);

    // An administrator confirms it, stating its total and count, before it can be exported or paid.
    const deps = { ...ctx.testApp.deps, clock: { now: () => now } };
    const right = { expectedTotalCents: paid.share, expectedCount: 1 };
    await expect(payoutBatchXml(deps, admin, batch!.id)).rejects.toMatchObject({ code: 'payout_batch_unconfirmed' });
    await expect(markPayoutBatchPaid(deps, admin, batch!.id, right)).rejects.toMatchObject({
      code: 'payout_batch_unconfirmed',
    });
    await expect(
      confirmPayoutBatch(deps, admin, batch!.id, { ...right, expectedTotalCents: paid.share + 1 }),
    ).rejects.toMatchObject({ code: 'payout_confirmation_mismatch', status: 409 });
    await expect(confirmPayoutBatch(deps, paid.viewer, batch!.id, right)).rejects.toMatchObject({ status: 403 });
    expect(await confirmPayoutBatch(deps, admin, batch!.id, right)).toEqual({ changed: true });
    expect(await confirmPayoutBatch(deps, admin, batch!.id, right)).toEqual({ changed: false });
    expect((await payoutBatchXml(deps, admin, batch!.id)).body).toContain('<CtrlSum>');
    expect(await markPayoutBatchPaid(deps, admin, batch!.id, right)).toMatchObject({ changed: true });
    const confirmed = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payout_batch.confirm'), eq(auditLog.targetId, batch!.id)));
    expect(confirmed).toHaveLength(1);

    // Paid: the next payout of that creator is the next month's, with nothing new to pay.
    expect(await getNextPayout(at(now), paid.viewer)).toMatchObject({
      date: '2027-01-01T05:00:00.000Z',
      reason: 'nothing',
    });
  });

  it('is set by administrators only, within bounds, and audited', async () => {
    const admin = buildViewer({ userId: (await createUser(db(), { roles: ['admin'] })).id, roles: ['admin'] });
    const weekly = { frequency: 'weekly', weekday: 5, dayOfMonth: 1, minimumCents: 0, holdingDays: 14 };
    await expect(updatePayoutSchedule(at(now), buildViewer(), weekly)).rejects.toMatchObject({ status: 403 });
    await expect(updatePayoutSchedule(at(now), admin, { ...weekly, dayOfMonth: 31 })).rejects.toThrow('day_invalid');
    await expect(updatePayoutSchedule(at(now), admin, { ...weekly, holdingDays: -1 })).rejects.toThrow(
      'holding_invalid',
    );
    await updatePayoutSchedule(at(now), admin, weekly);
    // 2026-12-01 is a Tuesday: the next Friday is the 4th.
    expect((await getPayoutSchedule(at(now), admin)).nextRunAt).toBe('2026-12-04T05:00:00.000Z');
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payout_schedule.update'), eq(auditLog.actorId, admin.userId)));
    expect(entry!.data).toMatchObject({ after: weekly });
  });
});
