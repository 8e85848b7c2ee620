import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders, paymentEvents, payments } from '../../db/schema/index.ts';
import type { CoreDeps } from '../deps.ts';
import { fulfilOrder } from '../orders/fulfil-order.ts';
import { moveOrder } from '../orders/move-order.ts';
import { type OrderStatus, planMove } from '../orders/order-machine.ts';
import { releasePromotion } from '../orders/promotion-redemption.ts';
import type { PaymentEvent, PaymentProviderName } from '../ports/payment-provider.ts';
import { completeRefund, failRefund } from '../refunds/complete-refund.ts';
import { AppError } from '../shared/app-error.ts';
import { applySubscriptionEvent } from '../subscriptions/apply-subscription-event.ts';

export interface EventResult {
  /** What came of the event, stored with it and shown on /diagnostic. */
  outcome: string;
  orderId: string | null;
}

type Deps = Pick<CoreDeps, 'db' | 'queue' | 'clock' | 'log' | 'publicUrl' | 'secret'>;

/**
 * Applies one provider event, whatever its source (webhook or the browser's return) and however often it comes:
 * the event is stored once (unique per provider) in the same transaction as the change it causes, the order row is
 * locked first, and a move the order has already made is a no-op. A checkout nobody knows throws `unknown_checkout`
 * and nothing is stored.
 */
export async function handlePaymentEvent(
  deps: Deps,
  provider: PaymentProviderName,
  event: PaymentEvent,
  payload: unknown = event,
): Promise<EventResult> {
  return deps.db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(paymentEvents)
      .values({ provider, eventId: event.eventId, type: event.kind, payload: payload as object })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (!stored) return { outcome: 'duplicate', orderId: null };

    const result = await apply(deps, tx, provider, event);
    await tx
      .update(paymentEvents)
      .set({ outcome: result.outcome, processedAt: deps.clock.now() })
      .where(eq(paymentEvents.id, stored.id));
    return result;
  });
}

async function apply(deps: Deps, tx: Db, provider: PaymentProviderName, event: PaymentEvent): Promise<EventResult> {
  switch (event.kind) {
    case 'checkout_paid':
    case 'checkout_processing':
    case 'checkout_failed':
    case 'checkout_expired':
    case 'payment_attempt_failed':
      return applyCheckoutEvent(deps, tx, provider, event);
    case 'refund_succeeded':
      return completeRefund(deps, tx, { provider, ...event });
    case 'refund_failed':
      return failRefund(deps, tx, { provider, ...event });
    case 'subscription_renewed':
    case 'subscription_renewal_failed':
    case 'subscription_canceled':
      return applySubscriptionEvent(deps, tx, provider, event);
    case 'ignored':
      return { outcome: 'ignored', orderId: null };
  }
}

type CheckoutEvent = Extract<
  PaymentEvent,
  { kind: 'checkout_paid' | 'checkout_processing' | 'checkout_failed' | 'checkout_expired' | 'payment_attempt_failed' }
>;

async function applyCheckoutEvent(
  deps: Deps,
  tx: Db,
  provider: PaymentProviderName,
  event: CheckoutEvent,
): Promise<EventResult> {
  const [payment] = await tx
    .select({ id: payments.id, orderId: payments.orderId })
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerRef, event.providerRef)));
  if (!payment) throw new AppError('unknown_checkout', 404, 'Aucune commande ne correspond à ce paiement');
  const [order] = await tx.select().from(orders).where(eq(orders.id, payment.orderId)).for('update');
  if (!order) throw new AppError('unknown_checkout', 404, 'Aucune commande ne correspond à ce paiement');
  const result = (outcome: string) => ({ outcome, orderId: order.id });

  const setPayment = (status: typeof payments.$inferSelect.status) =>
    tx.update(payments).set({ status }).where(eq(payments.id, payment.id));

  switch (event.kind) {
    case 'payment_attempt_failed':
      return result(`attempt_failed:${event.reason}`);
    case 'checkout_processing':
      return result(order.status === 'pending_payment' ? 'processing' : 'stale');
    case 'checkout_paid': {
      if (event.amountCents !== order.totalCents) {
        deps.log.error({ orderId: order.id, expected: order.totalCents, got: event.amountCents }, 'amount mismatch');
        return result('amount_mismatch');
      }
      const move = tryMove(order.status, 'paid');
      if (move === 'refused') {
        // Money came in for an order that had already expired or failed: flagged for a refund by an administrator.
        deps.log.error({ orderId: order.id, status: order.status }, 'payment received for a closed order');
        return result('late_payment');
      }
      if (move === 'no_op' || order.status !== 'pending_payment') return result('already_paid');
      await setPayment('succeeded');
      await fulfilOrder(deps, tx, order, { provider, subscriptionRef: event.subscriptionRef });
      return result('paid');
    }
    case 'checkout_failed':
    case 'checkout_expired': {
      const to: OrderStatus = event.kind === 'checkout_failed' ? 'failed' : 'expired';
      const move = tryMove(order.status, to);
      if (move !== 'apply') return result(move === 'no_op' ? `already_${to}` : 'stale');
      await closeOrder(tx, order, to, `provider:${provider}`);
      await setPayment(event.kind === 'checkout_failed' ? 'failed' : 'canceled');
      return result(to);
    }
  }
}

function tryMove(from: OrderStatus, to: OrderStatus): 'apply' | 'no_op' | 'refused' {
  try {
    return planMove(from, to).kind;
  } catch (error) {
    if (error instanceof AppError) return 'refused';
    throw error;
  }
}

/** Ends an unpaid order: failed, expired or canceled; its promotion redemption is given back. */
export async function closeOrder(
  tx: Db,
  order: typeof orders.$inferSelect,
  to: 'failed' | 'expired' | 'canceled',
  actor: string,
): Promise<void> {
  await moveOrder(tx, order, to, { actor }, { updatedAt: sql`now()` });
  if (order.promotionId) await releasePromotion(tx, order.promotionId);
}
