import type { Locale } from '../../i18n/config.ts';
import { AppError } from '../shared/app-error.ts';

/** The providers Déploia can take payments through; `sandbox` works on a fresh machine with no account anywhere. */
export const paymentProviderNames = ['sandbox', 'stripe', 'paypal'] as const;
export type PaymentProviderName = (typeof paymentProviderNames)[number];

export type BillingMode = 'one_time' | 'monthly' | 'yearly';

export interface CheckoutLine {
  /** Our order item id, echoed back by the provider where it can carry metadata. */
  orderItemId: string;
  title: string;
  /** What the buyer pays for one unit, VAT included, after discounts. */
  unitAmountCents: number;
  quantity: number;
  billing: BillingMode;
}

export interface CreateCheckoutInput {
  orderId: string;
  orderNumber: string;
  /** The order's total, VAT included: the sum of the lines. */
  amountCents: number;
  currency: 'EUR';
  lines: CheckoutLine[];
  buyerEmail: string;
  locale: Locale;
  /** Absolute URLs the provider sends the browser back to (they name our order, not the provider's checkout). */
  successUrl: string;
  cancelUrl: string;
  /** Sent to the provider so that a retried creation does not open a second session. */
  idempotencyKey: string;
}

export interface CheckoutSession {
  /** The provider's id of this checkout (Stripe session id, PayPal order id, sandbox session id). */
  providerRef: string;
  /** Where the browser goes to pay. */
  redirectUrl: string;
}

/**
 * A provider event, verified and reduced to what the domain acts on. `eventId` is the provider's own id of the
 * event (unique per provider), so replays are recognised; a browser return that confirms a payment uses a
 * deterministic id derived from the checkout (e.g. `return:<ref>`), since the outcome is the same event.
 */
/** A signed event that cannot be read: acknowledged and never applied (core/payments/receive-webhook.ts). */
export const unusableEvent = () => new AppError('unusable_event', 422, 'Événement de paiement illisible');

export type PaymentEvent =
  | { kind: 'checkout_paid'; eventId: string; providerRef: string; amountCents: number; subscriptionRef?: string }
  | { kind: 'checkout_processing'; eventId: string; providerRef: string }
  | { kind: 'checkout_failed'; eventId: string; providerRef: string; reason: string }
  /** A card refused while the checkout stays open (the buyer may try another): recorded, the order unchanged. */
  | { kind: 'payment_attempt_failed'; eventId: string; providerRef: string; reason: string }
  | { kind: 'checkout_expired'; eventId: string; providerRef: string }
  /** `refundId` is our refund id when the provider echoes it back (metadata), so the event is matched even if it
   * arrives before the refund call has answered. */
  | {
      kind: 'refund_succeeded';
      eventId: string;
      refundRef: string;
      providerRef: string;
      amountCents: number;
      refundId?: string;
    }
  | {
      kind: 'refund_failed';
      eventId: string;
      refundRef: string;
      providerRef: string;
      reason: string;
      refundId?: string;
    }
  | {
      kind: 'subscription_renewed';
      eventId: string;
      subscriptionRef: string;
      amountCents: number;
      /** The end of the period this payment covers. */
      periodEnd: Date;
    }
  | { kind: 'subscription_renewal_failed'; eventId: string; subscriptionRef: string; reason: string }
  | { kind: 'subscription_canceled'; eventId: string; subscriptionRef: string }
  /** A verified event of a type Déploia does not act on; stored and acknowledged. */
  | { kind: 'ignored'; eventId: string; type: string };

export interface RefundInput {
  /** The checkout's provider ref (the payment to refund). */
  providerRef: string;
  amountCents: number;
  currency: 'EUR';
  reason: string;
  /** Our refund id: the provider's idempotency key, so asking twice refunds once. */
  refundId: string;
}

export interface RefundResult {
  refundRef: string;
  /** `pending` means the outcome arrives later as a `refund_succeeded` / `refund_failed` event. */
  status: 'succeeded' | 'pending' | 'failed';
}

/**
 * A payment provider (DESIGN.md §5). Adapters live in server/adapters/payments/; they never touch the database
 * of orders: every state change goes through core/payments, which stores each event once.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Opens a hosted checkout for an order (one-off lines, and recurring ones for monthly/yearly billing). */
  createCheckout(input: CreateCheckoutInput): Promise<CheckoutSession>;
  /**
   * What the provider says of a checkout now, when the browser comes back: a paid checkout (PayPal: captured
   * here) yields `checkout_paid`; one still waiting yields `checkout_processing`; null when nothing happened yet.
   */
  confirmCheckout(providerRef: string): Promise<PaymentEvent | null>;
  /**
   * Verifies a webhook's signature over the exact raw body and reads the event; a bad or missing signature throws
   * `AppError('invalid_signature', 400)`, a genuine event of a shape it cannot read `unusableEvent()`.
   */
  parseWebhook(rawBody: string, headers: Headers): Promise<PaymentEvent>;
  refund(input: RefundInput): Promise<RefundResult>;
  /** Stops a subscription's renewals at once (the period already paid stays usable). */
  cancelSubscription(subscriptionRef: string): Promise<void>;
}

/** The providers configured on this instance, by name. */
export type PaymentProviders = Partial<Record<PaymentProviderName, PaymentProvider>>;

/** Whether a provider can take monthly/yearly lines (PayPal is wired for one-off orders only). */
export const providerSupportsSubscriptions: Record<PaymentProviderName, boolean> = {
  sandbox: true,
  stripe: true,
  paypal: false,
};
