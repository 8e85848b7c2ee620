import type Stripe from 'stripe';
import type { PaymentEvent } from '../../../core/ports/payment-provider.ts';
import { checkoutOutcome, checkoutPaid, idOf } from './stripe-checkout.ts';

function ignored(event: Stripe.Event): PaymentEvent {
  return { kind: 'ignored', eventId: event.id, type: event.type };
}

/**
 * A refund only concerns Déploia when it carries the checkout it refunds (written by `refund()`); one made from the
 * Stripe dashboard has no refund row of ours to settle. Pending and requires_action states are steps, not outcomes.
 */
function refundEvent(event: Stripe.Event, refund: Stripe.Refund): PaymentEvent {
  const providerRef = refund.metadata?.checkout_ref;
  if (!providerRef) return ignored(event);
  const refundId = refund.metadata?.refund_id;
  const common = { eventId: event.id, refundRef: refund.id, providerRef, ...(refundId && { refundId }) };
  if (refund.status === 'succeeded') return { kind: 'refund_succeeded', ...common, amountCents: refund.amount };
  if (refund.status === 'failed' || refund.status === 'canceled') {
    return { kind: 'refund_failed', ...common, reason: refund.failure_reason ?? refund.status };
  }
  return ignored(event);
}

function subscriptionOf(invoice: Stripe.Invoice): string | undefined {
  return idOf(invoice.parent?.subscription_details?.subscription);
}

/**
 * Only renewals: the first payment of a subscription arrives as its checkout's completion. The period paid for is
 * the lines' (an invoice's own period_end is the end of the period before, by Stripe's convention).
 */
function invoiceEvent(event: Stripe.Event, invoice: Stripe.Invoice, paid: boolean): PaymentEvent {
  const subscriptionRef = subscriptionOf(invoice);
  if (!subscriptionRef || invoice.billing_reason !== 'subscription_cycle') return ignored(event);
  if (!paid) {
    return { kind: 'subscription_renewal_failed', eventId: event.id, subscriptionRef, reason: 'payment_failed' };
  }
  const periodEnds = invoice.lines.data.map((line) => line.period.end);
  if (periodEnds.length === 0) return ignored(event);
  return {
    kind: 'subscription_renewed',
    eventId: event.id,
    subscriptionRef,
    amountCents: invoice.amount_paid,
    periodEnd: new Date(Math.max(...periodEnds) * 1000),
  };
}

/** A verified Stripe event reduced to the PaymentEvent the domain acts on; eventId is always Stripe's event id. */
export function paymentEventOf(event: Stripe.Event): PaymentEvent {
  switch (event.type) {
    case 'checkout.session.completed':
      return checkoutOutcome(event.data.object, event.id) ?? ignored(event);
    case 'checkout.session.async_payment_succeeded':
      return checkoutPaid(event.data.object, event.id);
    case 'checkout.session.async_payment_failed':
      return {
        kind: 'checkout_failed',
        eventId: event.id,
        providerRef: event.data.object.id,
        reason: 'async_payment_failed',
      };
    case 'checkout.session.expired':
      return { kind: 'checkout_expired', eventId: event.id, providerRef: event.data.object.id };
    case 'refund.created':
    case 'refund.updated':
    case 'refund.failed':
    case 'charge.refund.updated':
      return refundEvent(event, event.data.object);
    case 'invoice.paid':
      return invoiceEvent(event, event.data.object, true);
    case 'invoice.payment_failed':
      return invoiceEvent(event, event.data.object, false);
    case 'customer.subscription.deleted':
      return { kind: 'subscription_canceled', eventId: event.id, subscriptionRef: event.data.object.id };
    default:
      return ignored(event);
  }
}
