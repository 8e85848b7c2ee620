import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildViewer, createProduct, createPromotion, createUser } from '../../db/factories/index.ts';
import { orderEvents, orders, paymentEvents, payments, promotions } from '../../db/schema/index.ts';
import { setUpTestApp } from '../setup/test-app-hooks.ts';
import { placeSandboxOrder, sandboxCheckoutOf } from '../support/sandbox-order.ts';
import { upkeepAt } from '../support/upkeep.ts';

const ctx = setUpTestApp();
const db = () => ctx.database.db;
const deps = () => ctx.testApp.deps;

async function pendingOrder(promoCode?: string) {
  const user = await createUser(db());
  const viewer = buildViewer({ userId: user.id, email: user.email });
  const product = await createProduct(db(), { priceCents: 4_900 });
  const placed = await placeSandboxOrder(ctx, viewer, [{ productId: product.id, quantity: 1 }], { promoCode });
  const [order] = await db().select().from(orders).where(eq(orders.id, placed.orderId));
  return order!;
}

const statusOf = async (orderId: string) =>
  (await db().select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)))[0]!.status;
const redemptionsOf = async (promotionId: string) =>
  (await db().select().from(promotions).where(eq(promotions.id, promotionId)))[0]!.redemptions;
const minutes = (at: Date, n: number) => new Date(at.getTime() + n * 60_000);

describe('expiry of unpaid orders', () => {
  it('leaves an order alone until its payment window closes, then expires it and gives its promotion back', async () => {
    const promotion = await createPromotion(db(), { maxRedemptions: 1 });
    const order = await pendingOrder(promotion.code ?? undefined);
    expect(await redemptionsOf(promotion.id)).toBe(1);

    await upkeepAt(ctx, minutes(order.expiresAt!, -1));
    expect(await statusOf(order.id)).toBe('pending_payment');

    await upkeepAt(ctx, minutes(order.expiresAt!, 1));
    expect(await statusOf(order.id)).toBe('expired');
    expect(await redemptionsOf(promotion.id)).toBe(0);
    const events = await db().select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(events.map((e) => [e.fromStatus, e.toStatus, e.actor])).toEqual([
      [null, 'pending_payment', expect.stringMatching(/^buyer:/)],
      ['pending_payment', 'expired', 'system:upkeep'],
    ]);
    const [payment] = await db().select().from(payments).where(eq(payments.orderId, order.id));
    expect(payment!.status).toBe('canceled');

    // A second run (or another instance's) finds nothing left to do.
    await upkeepAt(ctx, minutes(order.expiresAt!, 2));
    expect(await db().select().from(orderEvents).where(eq(orderEvents.orderId, order.id))).toHaveLength(2);
    expect(await redemptionsOf(promotion.id)).toBe(0);
  });

  it('does not take an expired order back when its payment comes late: the event is kept as a late payment', async () => {
    const order = await pendingOrder();
    await upkeepAt(ctx, minutes(order.expiresAt!, 1));

    // The sandbox's own checkout is still open: the buyer pays on it after the order expired.
    const checkout = await sandboxCheckoutOf(ctx, order.id);
    expect(await deps().sandboxCheckout!.pay(checkout, '4242 4242 4242 4242')).toMatchObject({
      outcome: 'paid',
    });
    await ctx.testApp.jobs.settled();

    expect(await statusOf(order.id)).toBe('expired');
    const events = await db().select().from(paymentEvents).where(eq(paymentEvents.type, 'checkout_paid'));
    expect(events.map((e) => e.outcome)).toContain('late_payment');
  });

  it('expires many orders in one run, each once, when two runs race', async () => {
    const promotion = await createPromotion(db());
    const placed = [];
    for (let i = 0; i < 6; i++) placed.push(await pendingOrder(promotion.code ?? undefined));
    expect(await redemptionsOf(promotion.id)).toBe(6);
    const later = minutes(placed.at(-1)!.expiresAt!, 1);

    await Promise.all([upkeepAt(ctx, later), upkeepAt(ctx, later)]);

    for (const order of placed) {
      expect(await statusOf(order.id)).toBe('expired');
      const moves = await db().select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
      expect(moves.filter((m) => m.toStatus === 'expired')).toHaveLength(1);
    }
    expect(await redemptionsOf(promotion.id)).toBe(0);
  });
});
