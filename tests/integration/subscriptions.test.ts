import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Viewer } from '../../core/accounts/viewer.ts';
import { createDownloadLink } from '../../core/delivery/create-download-link.ts';
import type { CoreDeps } from '../../core/deps.ts';
import { cancelSubscription } from '../../core/subscriptions/cancel-subscription.ts';
import { listSubscriptions } from '../../core/subscriptions/list-subscriptions.ts';
import { createDeliverable } from '../../db/factories/delivery.ts';
import { buildViewer, createProduct, createUser } from '../../db/factories/index.ts';
import { rows } from '../../db/rows.ts';
import {
  invoices,
  notifications,
  orderItems,
  orders,
  sandboxEvents,
  sandboxSubscriptions,
  subscriptions,
} from '../../db/schema/index.ts';
import { setUpTestApp } from '../setup/test-app-hooks.ts';
import { payThroughSandbox } from '../support/sandbox-order.ts';
import { upkeepAt } from '../support/upkeep.ts';

const ctx = setUpTestApp();
const db = () => ctx.database.db;
const settled = () => ctx.testApp.jobs.settled();
const at = (now: Date): CoreDeps => ({ ...ctx.testApp.deps, clock: { now: () => now } });
const day = 86_400_000;
const later = (date: Date, ms: number) => new Date(date.getTime() + ms);

/** One upkeep run at `now`, and the webhooks it causes delivered. */
async function upkeepThenSettle(now: Date) {
  await upkeepAt(ctx, now);
  await settled();
}

let product: Awaited<ReturnType<typeof createProduct>>;
let fileId: string;
beforeAll(async () => {
  product = await createProduct(db(), { billing: 'monthly', priceCents: 2_900, title: 'Veille IA mensuelle' });
  fileId = (await createDeliverable(ctx.testApp.deps, product)).file.id;
});

/** A buyer who subscribed through the sandbox's hosted page; answers their subscription as our books hold it. */
async function subscriber() {
  const user = await createUser(db());
  const viewer = buildViewer({ userId: user.id, email: user.email });
  const placed = await payThroughSandbox(ctx, viewer, [{ productId: product.id, quantity: 1 }]);
  const [sub] = await db().select().from(subscriptions).where(eq(subscriptions.userId, viewer.userId));
  return { viewer, sub: sub!, firstOrderId: placed.orderId };
}

const current = async (id: string) => (await db().select().from(subscriptions).where(eq(subscriptions.id, id)))[0]!;
const sandboxOf = async (ref: string) =>
  (await db().select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.id, ref)))[0]!;
/** The events of type `type` the sandbox provider sent about one of its subscriptions. */
const sandboxEventsOf = (subscriptionRef: string, type: string) =>
  db()
    .select()
    .from(sandboxEvents)
    .where(and(eq(sandboxEvents.type, type), sql`${sandboxEvents.data}->>'subscription' = ${subscriptionRef}`));
const canDownload = (viewer: Viewer, now: Date) =>
  createDownloadLink(at(now), viewer, { fileId }).then(
    () => true,
    (error: { status: number }) => {
      if (error.status !== 403) throw error;
      return false;
    },
  );
const titlesOf = async (userId: string) =>
  (await db().select().from(notifications).where(eq(notifications.userId, userId))).map((n) => n.title);

describe('subscriptions renewed by the sandbox provider', () => {
  it('charges a due period: a new paid order with its invoice and ledger 70/30, the period extended', async () => {
    const { viewer, sub, firstOrderId } = await subscriber();
    expect(sub).toMatchObject({ status: 'active', billing: 'monthly', provider: 'sandbox' });
    // The provider's period and ours both start at the payment (a few milliseconds apart).
    const { currentPeriodEnd: due } = await sandboxOf(sub.providerRef!);
    expect(Math.abs(due.getTime() - sub.currentPeriodEnd.getTime())).toBeLessThan(5_000);

    await upkeepThenSettle(later(due, -60_000));
    expect((await current(sub.id)).currentPeriodEnd).toEqual(sub.currentPeriodEnd);

    const renewalTime = later(due, 60_000);
    await upkeepThenSettle(renewalTime);
    const nextEnd = new Date(due);
    nextEnd.setUTCMonth(nextEnd.getUTCMonth() + 1);
    expect(await current(sub.id)).toMatchObject({ status: 'active', currentPeriodEnd: nextEnd, graceUntil: null });

    const buyerOrders = await db().select().from(orders).where(eq(orders.buyerId, viewer.userId));
    const renewal = buyerOrders.find((o) => o.id !== firstOrderId)!;
    expect(buyerOrders).toHaveLength(2);
    expect(renewal).toMatchObject({ status: 'paid', totalCents: 2_900, taxCents: 483 });
    const [invoice] = await db().select().from(invoices).where(eq(invoices.orderId, renewal.id));
    expect(invoice!.reference).toMatch(/^FAC-\d{4}-\d{6}$/);
    expect(invoice!.totalCents).toBe(2_900);
    const ledger = await rows<{ account: string; sum: number }>(
      db(),
      sql`select le.account, sum(le.amount_cents)::int as sum from ledger_entries le
          join order_items oi on oi.id = le.order_item_id where oi.order_id = ${renewal.id} group by le.account`,
    );
    const net = 2_900 - 483;
    const seller = ledger.find((l) => l.account === `seller:${product.sellerId}`)!.sum;
    expect(Math.abs(seller - net * 0.7)).toBeLessThanOrEqual(1);
    expect(ledger.find((l) => l.account === 'platform')!.sum).toBe(net - seller);
    const [line] = await db().select().from(orderItems).where(eq(orderItems.orderId, renewal.id));
    expect(line).toMatchObject({ productId: product.id, billing: 'monthly', quantity: 1 });

    // The same minute run again, or by another instance: nothing more is charged.
    await upkeepThenSettle(renewalTime);
    expect(await db().select().from(orders).where(eq(orders.buyerId, viewer.userId))).toHaveLength(2);

    const [listed] = await listSubscriptions(at(renewalTime), viewer);
    expect(listed).toMatchObject({
      id: sub.id,
      product: { title: 'Veille IA mensuelle' },
      billing: 'monthly',
      priceCents: 2_900,
      status: 'active',
      renewsAt: nextEnd.toISOString(),
      accessUntil: nextEnd.toISOString(),
    });
    expect(listed!.history.map((h) => h.invoiceReference)).toEqual([
      invoice!.reference,
      expect.stringMatching(/^FAC-/),
    ]);
    expect(await canDownload(viewer, renewalTime)).toBe(true);
  });

  it('keeps access through the grace period after a refused card, retries daily, then suspends', async () => {
    const { viewer, sub } = await subscriber();
    await db()
      .update(sandboxSubscriptions)
      .set({ card: 'insufficient_funds' })
      .where(eq(sandboxSubscriptions.id, sub.providerRef!));
    // The subscription is due now: the refusal and the grace period it opens are on the same clock.
    const due = new Date(Date.now() - 60_000);
    await db().update(subscriptions).set({ currentPeriodEnd: due }).where(eq(subscriptions.id, sub.id));
    await db()
      .update(sandboxSubscriptions)
      .set({ currentPeriodEnd: due })
      .where(eq(sandboxSubscriptions.id, sub.providerRef!));

    await upkeepThenSettle(new Date());
    const lapsed = await current(sub.id);
    expect(lapsed.status).toBe('past_due');
    expect(lapsed.graceUntil!.getTime()).toBeGreaterThan(Date.now() + 7 * day - 60_000);
    expect(await titlesOf(viewer.userId)).toEqual(['Paiement confirmé', 'Échec du renouvellement']);
    expect(await canDownload(viewer, new Date())).toBe(true);

    // A day later the sandbox tries again: refused again, the grace period and the notice stay as they were.
    await upkeepThenSettle(later(new Date(), day + 60_000));
    expect((await current(sub.id)).graceUntil).toEqual(lapsed.graceUntil);
    expect(await titlesOf(viewer.userId)).toHaveLength(2);
    expect(await sandboxEventsOf(sub.providerRef!, 'subscription.renewal_failed')).toHaveLength(2);

    const afterGrace = later(lapsed.graceUntil!, 60_000);
    await upkeepThenSettle(afterGrace);
    expect((await current(sub.id)).status).toBe('suspended');
    expect(await titlesOf(viewer.userId)).toEqual([
      'Paiement confirmé',
      'Échec du renouvellement',
      'Abonnement suspendu',
    ]);
    expect(await canDownload(viewer, afterGrace)).toBe(false);

    await upkeepThenSettle(later(afterGrace, 60_000));
    expect(await titlesOf(viewer.userId)).toHaveLength(3);
  });
});

describe('cancellation', () => {
  it('stops renewals at the provider and keeps access until the period ends, then ends it', async () => {
    const { viewer, sub } = await subscriber();
    const now = new Date();
    const answer = await cancelSubscription(at(now), viewer, { subscriptionId: sub.id });
    expect(answer.accessUntil).toEqual(sub.currentPeriodEnd);
    expect((await sandboxOf(sub.providerRef!)).status).toBe('canceled');
    await settled();
    const canceled = await current(sub.id);
    expect(canceled).toMatchObject({ status: 'active', cancelAtPeriodEnd: true, canceledAt: now });

    // Twice is a no-op: the date stays, nothing more is sent to the provider.
    await cancelSubscription(at(later(now, 60_000)), viewer, { subscriptionId: sub.id });
    expect((await current(sub.id)).canceledAt).toEqual(now);
    expect(await sandboxEventsOf(sub.providerRef!, 'subscription.canceled')).toHaveLength(1);

    const [listed] = await listSubscriptions(at(now), viewer);
    expect(listed).toMatchObject({ renewsAt: null, accessUntil: sub.currentPeriodEnd.toISOString() });
    expect(await canDownload(viewer, later(sub.currentPeriodEnd, -60_000))).toBe(true);

    const ended = later(sub.currentPeriodEnd, 60_000);
    await upkeepThenSettle(ended);
    expect((await current(sub.id)).status).toBe('canceled');
    expect(await db().select().from(orders).where(eq(orders.buyerId, viewer.userId))).toHaveLength(1);
    expect(await canDownload(viewer, ended)).toBe(false);
    const [after] = await listSubscriptions(at(ended), viewer);
    expect(after).toMatchObject({ status: 'canceled', accessUntil: null, renewsAt: null });
  });

  it("answers 404 for someone else's subscription or an unknown one, and changes nothing", async () => {
    const { sub } = await subscriber();
    const other = buildViewer({ userId: (await createUser(db())).id });
    for (const subscriptionId of [sub.id, randomUUID()]) {
      await expect(cancelSubscription(ctx.testApp.deps, other, { subscriptionId })).rejects.toMatchObject({
        status: 404,
        code: 'subscription_not_found',
      });
    }
    expect((await current(sub.id)).cancelAtPeriodEnd).toBe(false);
    expect((await sandboxOf(sub.providerRef!)).status).toBe('active');
    expect(await listSubscriptions(ctx.testApp.deps, other)).toEqual([]);
  });
});

describe('download rights of a subscription', () => {
  it('end with an active subscription’s period, even for the licence of the order that started it', async () => {
    const { viewer, sub } = await subscriber();
    expect(await canDownload(viewer, later(sub.currentPeriodEnd, -60_000))).toBe(true);
    expect(await canDownload(viewer, later(sub.currentPeriodEnd, 60_000))).toBe(false);
  });

  it('stay with a past-due subscription until its grace period ends, and close once it is suspended', async () => {
    const { viewer, sub } = await subscriber();
    const graceUntil = later(sub.currentPeriodEnd, 7 * day);
    await db().update(subscriptions).set({ status: 'past_due', graceUntil }).where(eq(subscriptions.id, sub.id));
    expect(await canDownload(viewer, later(graceUntil, -60_000))).toBe(true);
    expect(await canDownload(viewer, later(graceUntil, 60_000))).toBe(false);
    await db().update(subscriptions).set({ status: 'suspended' }).where(eq(subscriptions.id, sub.id));
    expect(await canDownload(viewer, later(graceUntil, -60_000))).toBe(false);
  });
});

describe('consents at checkout follow the kind of product (issue 17)', () => {
  const password = 'Un-mot-de-passe-solide-42';
  let auth: Record<string, string>;
  let download: Awaited<ReturnType<typeof createProduct>>;
  beforeAll(async () => {
    const user = await createUser(db(), { password });
    auth = { authorization: `Bearer ${await ctx.bearerToken(user.email, password)}` };
    download = await createProduct(db(), { priceCents: 4_900 });
  });
  const checkout = (lines: { id: string }[], consents: Record<string, boolean>) =>
    ctx.postJson(
      '/api/v1/checkout',
      {
        country: 'FR',
        provider: 'sandbox',
        billingName: 'Camille Martin',
        acceptTerms: true,
        ...consents,
        lines: lines.map(({ id }) => ({ productId: id, quantity: 1 })),
      },
      { ...auth, 'idempotency-key': randomUUID() },
    );
  const fieldsOf = async (res: Response) =>
    Object.fromEntries(
      ((await res.json()) as { error: { details: { path: string; message: string }[] } }).error.details.map(
        ({ path, message }) => [path, message],
      ),
    );

  it('lets a subscription be ordered without waiving the withdrawal right, and records the request to start', async () => {
    const placed = await checkout([product], { startServiceNow: true });
    expect(placed.status).toBe(201);
    const { data } = (await placed.json()) as { data: { orderId: string } };
    const [order] = await db().select().from(orders).where(eq(orders.id, data.orderId));
    expect(order!.withdrawalWaivedAt).toBeNull();
    expect(order!.serviceStartRequestedAt).toBeInstanceOf(Date);
  });

  it('asks a subscription for the request to start, and a download for the waiver, each only where it applies', async () => {
    const subscription = await checkout([product], { waiveWithdrawal: true });
    expect(subscription.status).toBe(400);
    expect(await fieldsOf(subscription)).toEqual({ startServiceNow: 'service_start_required' });

    const downloadOnly = await checkout([download], { startServiceNow: true });
    expect(downloadOnly.status).toBe(400);
    expect(await fieldsOf(downloadOnly)).toEqual({ waiveWithdrawal: 'withdrawal_required' });

    const both = await checkout([download, product], {});
    expect(both.status).toBe(400);
    expect(await fieldsOf(both)).toEqual({
      waiveWithdrawal: 'withdrawal_required',
      startServiceNow: 'service_start_required',
    });
  });

  it('records only the waiver for a download', async () => {
    const placed = await checkout([download], { waiveWithdrawal: true });
    expect(placed.status).toBe(201);
    const { data } = (await placed.json()) as { data: { orderId: string } };
    const [order] = await db().select().from(orders).where(eq(orders.id, data.orderId));
    expect(order!.withdrawalWaivedAt).toBeInstanceOf(Date);
    expect(order!.serviceStartRequestedAt).toBeNull();
  });
});
