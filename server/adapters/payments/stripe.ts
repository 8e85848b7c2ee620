import Stripe from 'stripe';
import { z } from 'zod';
import { type PaymentProvider, type RefundResult, unusableEvent } from '../../../core/ports/payment-provider.ts';
import { AppError } from '../../../core/shared/app-error.ts';
import { checkoutOutcome, checkoutSessionParams, idOf } from './stripe-checkout.ts';
import { paymentEventOf } from './stripe-events.ts';

export interface StripeOptions {
  secretKey: string;
  webhookSecret: string;
  /** Another API address than api.stripe.com (tests point the SDK at a local fake). */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

/** What every event read here has (`paymentEventOf`): a signed body without it is of no use. */
const eventShape = z.object({ id: z.string().min(1), type: z.string(), data: z.object({ object: z.looseObject({}) }) });

const invalidSignature = () => new AppError('invalid_signature', 400, 'Signature du webhook invalide');

function refundStatus(status: string | null): RefundResult['status'] {
  if (status === 'succeeded') return 'succeeded';
  if (status === 'failed' || status === 'canceled') return 'failed';
  return 'pending';
}

/** A subscription payment is held by the session's first invoice, not by the session itself. */
function paymentIntentOf(session: Stripe.Checkout.Session): string | undefined {
  const direct = idOf(session.payment_intent);
  if (direct) return direct;
  const invoice = typeof session.invoice === 'object' ? session.invoice : null;
  const payment = invoice?.payments?.data.find((entry) => entry.status === 'paid' && entry.payment.payment_intent);
  return idOf(payment?.payment.payment_intent);
}

/** Payments through Stripe Checkout (DESIGN.md §1), with the official SDK. */
export function stripePaymentProvider(options: StripeOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, {
    host: options.host,
    port: options.port,
    protocol: options.protocol,
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'Déploia' },
  });

  return {
    name: 'stripe',

    async createCheckout(input) {
      const session = await stripe.checkout.sessions.create(checkoutSessionParams(input), {
        idempotencyKey: input.idempotencyKey,
      });
      if (!session.url) throw new Error(`Stripe checkout session ${session.id} came without a URL`);
      return { providerRef: session.id, redirectUrl: session.url };
    },

    async confirmCheckout(providerRef) {
      const session = await stripe.checkout.sessions.retrieve(providerRef);
      const outcome = checkoutOutcome(session, `return:${session.id}`);
      // One id per outcome: a return that saw "processing" must not make a later "paid" return look like a replay.
      return outcome && outcome.kind !== 'checkout_paid'
        ? { ...outcome, eventId: `${outcome.eventId}:${outcome.kind}` }
        : outcome;
    },

    async parseWebhook(rawBody, headers) {
      const signature = headers.get('stripe-signature');
      if (!signature) throw invalidSignature();
      let event: Stripe.Event;
      try {
        event = await stripe.webhooks.constructEventAsync(rawBody, signature, options.webhookSecret);
      } catch {
        throw invalidSignature();
      }
      if (!eventShape.safeParse(event).success) throw unusableEvent();
      return paymentEventOf(event);
    },

    async refund(input) {
      const session = await stripe.checkout.sessions.retrieve(input.providerRef, { expand: ['invoice.payments'] });
      const paymentIntent = paymentIntentOf(session);
      if (!paymentIntent) {
        throw new AppError(
          'refund_unavailable',
          409,
          'Ce paiement ne peut pas être remboursé : aucun encaissement trouvé',
        );
      }
      const refund = await stripe.refunds.create(
        {
          payment_intent: paymentIntent,
          amount: input.amountCents,
          metadata: { refund_id: input.refundId, checkout_ref: input.providerRef, reason: input.reason.slice(0, 500) },
        },
        { idempotencyKey: input.refundId },
      );
      return { refundRef: refund.id, status: refundStatus(refund.status) };
    },

    async cancelSubscription(subscriptionRef) {
      try {
        await stripe.subscriptions.cancel(subscriptionRef);
      } catch (error) {
        // Stripe answers a canceled subscription as missing ("No such subscription"): cancelling twice is done.
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') return;
        throw error;
      }
    },
  };
}
