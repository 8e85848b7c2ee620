import { z } from 'zod';
import type { CoreDeps } from '../deps.ts';
import type { PaymentEvent } from '../ports/payment-provider.ts';
import { isPaypalTestProof, type PaypalEnvironment, paypalTestPrefix } from './paypal-test-reference.ts';

/** What PayPal appends to our return and cancel URLs: `token` is its order id. */
export const paypalTestReturnSchema = z.object({
  outcome: z.enum(['return', 'cancel']),
  token: z.string().regex(/^[A-Z0-9]{5,36}$/),
});

export type PaypalTestOutcome =
  | { status: 'canceled' }
  /** The browser holds no proof that this PayPal order is its test: nothing is done with it. */
  | { status: 'unknown_test' }
  | { status: 'not_approved'; paypalOrderId: string }
  | { status: 'pending'; paypalOrderId: string }
  | { status: 'declined'; paypalOrderId: string }
  | { status: 'expired'; paypalOrderId: string }
  | { status: 'refunded'; paypalOrderId: string; amountCents: number; refundRef: string; refundPending: boolean }
  | { status: 'refund_failed'; paypalOrderId: string; amountCents: number }
  | { status: 'failed' };

export interface PaypalTestPage {
  /** Null when PayPal is not configured on this instance. */
  paypal: { environment: PaypalEnvironment } | null;
  /** What came of the test the browser returns from, if it returns from one. */
  outcome: PaypalTestOutcome | null;
}

type Deps = Pick<CoreDeps, 'payments' | 'secret' | 'log'> & {
  /** Set with the PayPal provider (PAYPAL_ENVIRONMENT). */
  paypalEnvironment?: PaypalEnvironment;
};

/**
 * /paypal-test: whether PayPal is configured, and on the way back from PayPal, the test's outcome. An approved test
 * payment is captured, then refunded at once; both calls are idempotent at PayPal (request ids derived from its
 * order), so a reload shows the same outcome without charging or refunding twice.
 */
export async function finishPaypalTest(
  deps: Deps,
  input: { query: Record<string, string>; proof: string | undefined },
): Promise<PaypalTestPage> {
  const provider = deps.payments.paypal;
  if (!provider || !deps.paypalEnvironment) return { paypal: null, outcome: null };
  const paypal = { environment: deps.paypalEnvironment };
  const back = paypalTestReturnSchema.safeParse(input.query);
  if (!back.success) return { paypal, outcome: null };
  if (back.data.outcome === 'cancel') return { paypal, outcome: { status: 'canceled' } };
  const paypalOrderId = back.data.token;
  if (!isPaypalTestProof(deps.secret, paypalOrderId, input.proof))
    return { paypal, outcome: { status: 'unknown_test' } };

  let event: PaymentEvent | null;
  try {
    event = await provider.confirmCheckout(paypalOrderId);
  } catch (error) {
    deps.log.warn({ err: error, paypalOrderId }, 'PayPal test payment could not be captured');
    return { paypal, outcome: { status: 'failed' } };
  }
  if (!event) return { paypal, outcome: { status: 'not_approved', paypalOrderId } };
  switch (event.kind) {
    case 'checkout_paid':
      break;
    case 'checkout_processing':
      return { paypal, outcome: { status: 'pending', paypalOrderId } };
    case 'checkout_failed':
    case 'payment_attempt_failed':
      return { paypal, outcome: { status: 'declined', paypalOrderId } };
    case 'checkout_expired':
      return { paypal, outcome: { status: 'expired', paypalOrderId } };
    default:
      return { paypal, outcome: { status: 'failed' } };
  }

  const amountCents = event.amountCents;
  try {
    const refund = await provider.refund({
      providerRef: paypalOrderId,
      amountCents,
      currency: 'EUR',
      reason: 'Déploia PayPal test',
      refundId: `${paypalTestPrefix}refund-${paypalOrderId}`,
    });
    if (refund.status === 'failed') return { paypal, outcome: { status: 'refund_failed', paypalOrderId, amountCents } };
    const refunded = { refundRef: refund.refundRef, refundPending: refund.status === 'pending' };
    return { paypal, outcome: { status: 'refunded', paypalOrderId, amountCents, ...refunded } };
  } catch (error) {
    deps.log.error({ err: error, paypalOrderId }, 'PayPal test payment captured but not refunded');
    return { paypal, outcome: { status: 'refund_failed', paypalOrderId, amountCents } };
  }
}
