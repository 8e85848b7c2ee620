import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ledgerEntries, orderEvents, orderItems, orders, payments, subscriptions } from '../../db/schema/index.ts';
import { formatDate } from '../../i18n/format.ts';
import type { CoreDeps } from '../deps.ts';
import { issueInvoice } from '../invoices/issue-invoice.ts';
import { itemLedger } from '../orders/item-ledger.ts';
import { orderNumber } from '../orders/order-number.ts';
import type { PaymentEvent, PaymentProviderName } from '../ports/payment-provider.ts';
import { notifySubscribers } from './notify-subscribers.ts';

type Deps = Pick<CoreDeps, 'queue' | 'clock' | 'log'>;
type SubscriptionEvent = Extract<
  PaymentEvent,
  { kind: 'subscription_renewed' | 'subscription_renewal_failed' | 'subscription_canceled' }
>;

/** After a failed renewal, access stays open this long before it is suspended. */
export const renewalGraceDays = 7;

/**
 * A provider's news about a subscription: a renewal paid (a new paid order with its invoice and ledger entries,
 * and the period extended), a renewal refused (grace period, then suspension), or the subscription ended.
 */
export async function applySubscriptionEvent(
  deps: Deps,
  tx: Db,
  provider: PaymentProviderName,
  event: SubscriptionEvent,
) {
  const subs = await tx
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.provider, provider), eq(subscriptions.providerRef, event.subscriptionRef)))
    .for('update');
  if (subs.length === 0) return { outcome: 'unknown_subscription', orderId: null };
  const now = deps.clock.now();
  const ids = subs.map((s) => s.id);

  if (event.kind === 'subscription_canceled') {
    // Renewals stop; what was paid stays usable until the period ends. A cancellation made on the dashboard (whose
    // call to the provider sent this event) keeps its date.
    await tx
      .update(subscriptions)
      .set({ cancelAtPeriodEnd: true, canceledAt: now })
      .where(and(inArray(subscriptions.id, ids), eq(subscriptions.cancelAtPeriodEnd, false)));
    return { outcome: 'subscription_canceled', orderId: null };
  }

  if (event.kind === 'subscription_renewal_failed') {
    const graceUntil = new Date(now.getTime() + renewalGraceDays * 86_400_000);
    // Only the first failure opens the grace period and is announced: the provider retries daily until it ends.
    const lapsed = await tx
      .update(subscriptions)
      .set({ status: 'past_due', graceUntil })
      .where(and(inArray(subscriptions.id, ids), eq(subscriptions.status, 'active')))
      .returning({ userId: subscriptions.userId, productId: subscriptions.productId });
    if (lapsed.length === 0) return { outcome: 'renewal_failed_again', orderId: null };
    await notifySubscribers(tx, lapsed, {
      kind: 'renewalFailed',
      type: 'warning',
      params: (locale) => ({ date: formatDate(graceUntil, locale) }),
    });
    return { outcome: 'renewal_failed', orderId: null };
  }

  return recordRenewal(deps, tx, provider, event, subs);
}

/** A paid renewal: one order for the period, priced as the first one, with its ledger entries and invoice. */
async function recordRenewal(
  deps: Deps,
  tx: Db,
  provider: PaymentProviderName,
  event: Extract<SubscriptionEvent, { kind: 'subscription_renewed' }>,
  subs: (typeof subscriptions.$inferSelect)[],
) {
  const now = deps.clock.now();
  const firstItems = await tx
    .select()
    .from(orderItems)
    .where(
      inArray(
        orderItems.id,
        subs.flatMap((s) => (s.orderItemId ? [s.orderItemId] : [])),
      ),
    );
  const [first] = await tx.select().from(orders).where(eq(orders.id, firstItems[0]!.orderId));
  const total = firstItems.reduce((sum, item) => sum + item.totalCents, 0);
  if (total !== event.amountCents) {
    deps.log.error(
      { subscriptionRef: event.subscriptionRef, total, got: event.amountCents },
      'renewal amount mismatch',
    );
    return { outcome: 'amount_mismatch', orderId: null };
  }
  const tax = firstItems.reduce((sum, item) => sum + item.taxCents, 0);
  const [order] = await tx
    .insert(orders)
    .values({
      number: orderNumber(now),
      buyerId: first!.buyerId,
      status: 'paid',
      subtotalCents: total,
      taxCents: tax,
      totalCents: total,
      buyerCountry: first!.buyerCountry,
      buyerVatId: first!.buyerVatId,
      reverseCharge: first!.reverseCharge,
      billingName: first!.billingName,
      billingAddress: first!.billingAddress,
      termsAcceptedAt: first!.termsAcceptedAt,
      withdrawalWaivedAt: first!.withdrawalWaivedAt,
      serviceStartRequestedAt: first!.serviceStartRequestedAt,
      idempotencyKey: `renewal:${provider}:${event.eventId}`,
      paymentProvider: provider,
      paidAt: now,
    })
    .returning();
  const items = await tx
    .insert(orderItems)
    .values(
      firstItems.map(({ id: _id, orderId: _orderId, createdAt: _createdAt, refundedAt: _refundedAt, ...item }) => ({
        ...item,
        orderId: order!.id,
        // A renewal is not placed through a partner's link: it earns no commission.
        partnerCommissionCents: 0,
        affiliateCommissionCents: 0,
      })),
    )
    .returning();
  await tx.insert(orderEvents).values({
    orderId: order!.id,
    toStatus: 'paid',
    actor: `provider:${provider}`,
    reason: 'subscription_renewal',
    data: { subscriptionRef: event.subscriptionRef, periodEnd: event.periodEnd.toISOString() },
  });
  await tx.insert(payments).values({
    orderId: order!.id,
    provider,
    providerRef: `${event.subscriptionRef}:${event.eventId}`,
    status: 'succeeded',
    amountCents: total,
  });
  await tx.insert(ledgerEntries).values(itemLedger(items));
  await issueInvoice(deps, tx, {
    orderId: order!.id,
    kind: 'invoice',
    totalCents: total,
    taxCents: tax,
    issuedAt: now,
  });
  await tx
    .update(subscriptions)
    .set({ status: 'active', graceUntil: null, currentPeriodEnd: event.periodEnd })
    .where(
      inArray(
        subscriptions.id,
        subs.map((s) => s.id),
      ),
    );
  return { outcome: 'renewed', orderId: order!.id };
}
