import type Stripe from 'stripe';
import type {
  BillingMode,
  CheckoutLine,
  CreateCheckoutInput,
  PaymentEvent,
} from '../../../core/ports/payment-provider.ts';
import { AppError } from '../../../core/shared/app-error.ts';
import type { Locale } from '../../../i18n/config.ts';

type SessionParams = Stripe.Checkout.SessionCreateParams;
type LineItem = Stripe.Checkout.SessionCreateParams.LineItem;

const stripeLocales: Record<Locale, NonNullable<SessionParams['locale']>> = { fr: 'fr', en: 'en', es: 'es', de: 'de' };

const intervals: Record<Exclude<BillingMode, 'one_time'>, 'month' | 'year'> = { monthly: 'month', yearly: 'year' };

function lineItem(line: CheckoutLine): LineItem {
  return {
    quantity: line.quantity,
    price_data: {
      currency: 'eur',
      // VAT included: Déploia computes VAT itself, so Stripe Tax stays off and the amount is charged as given.
      unit_amount: line.unitAmountCents,
      product_data: { name: line.title, metadata: { orderItemId: line.orderItemId } },
      ...(line.billing !== 'one_time' && { recurring: { interval: intervals[line.billing] } }),
    },
  };
}

/**
 * A Checkout Session for an order: subscription mode as soon as one line renews (one-off lines then join the first
 * invoice), payment mode otherwise.
 */
export function checkoutSessionParams(input: CreateCheckoutInput): SessionParams {
  const recurring = new Set(input.lines.flatMap((line) => (line.billing === 'one_time' ? [] : [line.billing])));
  // One Stripe subscription renews on one interval; a cart mixing both needs two orders.
  if (recurring.size > 1) {
    throw new AppError(
      'mixed_billing_intervals',
      422,
      'Un abonnement mensuel et un abonnement annuel ne peuvent pas être payés ensemble : passez deux commandes.',
    );
  }
  const metadata = { orderId: input.orderId, orderNumber: input.orderNumber };
  const common: SessionParams = {
    line_items: input.lines.map(lineItem),
    client_reference_id: input.orderId,
    customer_email: input.buyerEmail,
    locale: stripeLocales[input.locale],
    success_url: input.successUrl,
    cancel_url: input.cancelUrl,
    metadata,
  };
  return recurring.size > 0
    ? { ...common, mode: 'subscription', subscription_data: { metadata } }
    : { ...common, mode: 'payment', payment_intent_data: { metadata } };
}

/** The id of an expandable Stripe field, whether it came as an id or as the expanded object. */
export function idOf(field: string | { id: string } | null | undefined): string | undefined {
  return typeof field === 'string' ? field : field?.id;
}

export function checkoutPaid(session: Stripe.Checkout.Session, eventId: string): PaymentEvent {
  const subscriptionRef = idOf(session.subscription);
  return {
    kind: 'checkout_paid',
    eventId,
    providerRef: session.id,
    amountCents: session.amount_total ?? 0,
    ...(subscriptionRef && { subscriptionRef }),
  };
}

/**
 * What a session says of its payment: paid (or free), completed but still waiting for a delayed method
 * (SEPA debit, bank transfer), expired, or null while the buyer has not finished.
 */
export function checkoutOutcome(session: Stripe.Checkout.Session, eventId: string): PaymentEvent | null {
  if (session.payment_status === 'paid' || session.payment_status === 'no_payment_required') {
    return checkoutPaid(session, eventId);
  }
  if (session.status === 'complete') return { kind: 'checkout_processing', eventId, providerRef: session.id };
  if (session.status === 'expired') return { kind: 'checkout_expired', eventId, providerRef: session.id };
  return null;
}
