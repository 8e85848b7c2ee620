import { randomBytes, randomUUID } from 'node:crypto';
import type { Locale } from '../../i18n/config.ts';
import type { CoreDeps } from '../deps.ts';
import { HOUR_MS, hitRateLimit, type RateLimitRule, rateLimitKey } from '../shared/rate-limit.ts';
import { paypalTestAmountCents, paypalTestPrefix, paypalTestProof } from './paypal-test-reference.ts';

/** Per visitor address. */
export const paypalTestRateLimit: RateLimitRule = { limit: 5, windowMs: HOUR_MS };
/** For everyone together: a paid test costs PayPal's fee, which the refund does not give back. */
export const paypalTestGlobalRateLimit: RateLimitRule = { limit: 30, windowMs: HOUR_MS };

export type StartPaypalTestResult =
  | { status: 'started'; redirectUrl: string; paypalOrderId: string; proof: string }
  | { status: 'not_configured' }
  | { status: 'rate_limited'; retryAfterSeconds: number }
  | { status: 'failed' };

export interface StartPaypalTestInput {
  ip: string | null;
  locale: Locale;
  /** The line's name at PayPal, in the visitor's language. */
  itemTitle: string;
}

/**
 * Opens a PayPal order of 1 € for /paypal-test against the configured environment, under a reference that no order
 * of ours can have (`paypal-test-…`, invoice `TEST-PAYPAL-…`). PayPal sends the browser back to /paypal-test, where
 * finishPaypalTest captures and refunds it; `proof` is for the browser to keep until then.
 */
export async function startPaypalTest(
  deps: Pick<CoreDeps, 'db' | 'clock' | 'payments' | 'publicUrl' | 'secret' | 'log'>,
  input: StartPaypalTestInput,
): Promise<StartPaypalTestResult> {
  const paypal = deps.payments.paypal;
  if (!paypal) return { status: 'not_configured' };
  const limits: [string, RateLimitRule][] = [
    [rateLimitKey('paypal-test', input.ip), paypalTestRateLimit],
    ['paypal-test:everyone', paypalTestGlobalRateLimit],
  ];
  for (const [key, rule] of limits) {
    const limit = await hitRateLimit(deps, key, rule);
    if (!limit.allowed) return { status: 'rate_limited', retryAfterSeconds: limit.retryAfterSeconds };
  }

  const day = deps.clock.now().toISOString().slice(0, 10).replaceAll('-', '');
  const pageUrl = `${deps.publicUrl}/paypal-test`;
  try {
    const checkout = await paypal.createCheckout({
      orderId: `${paypalTestPrefix}${randomUUID()}`,
      orderNumber: `TEST-PAYPAL-${day}-${randomBytes(5).toString('hex').toUpperCase()}`,
      amountCents: paypalTestAmountCents,
      currency: 'EUR',
      lines: [
        {
          orderItemId: 'paypal-test',
          title: input.itemTitle,
          unitAmountCents: paypalTestAmountCents,
          quantity: 1,
          billing: 'one_time',
        },
      ],
      buyerEmail: '',
      locale: input.locale,
      successUrl: `${pageUrl}?outcome=return`,
      cancelUrl: `${pageUrl}?outcome=cancel`,
      idempotencyKey: randomUUID(),
    });
    return {
      status: 'started',
      redirectUrl: checkout.redirectUrl,
      paypalOrderId: checkout.providerRef,
      proof: paypalTestProof(deps.secret, checkout.providerRef),
    };
  } catch (error) {
    deps.log.warn({ err: error }, 'PayPal test payment could not be opened');
    return { status: 'failed' };
  }
}
