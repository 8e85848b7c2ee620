import type { Config } from '../../../config/env.server.ts';
import type { PaypalEnvironment } from '../../../core/payments/paypal-test-reference.ts';
import type { Clock } from '../../../core/ports/clock.ts';
import type { PaymentProviders } from '../../../core/ports/payment-provider.ts';
import type { Queue } from '../../../core/ports/queue.ts';
import type { SandboxCheckout } from '../../../core/ports/sandbox-checkout.ts';
import type { Db } from '../../../db/client.ts';
import { paypalPaymentProvider } from './paypal.ts';
import { sandboxPayments } from './sandbox/sandbox-provider.ts';
import { stripePaymentProvider } from './stripe.ts';

export interface PaymentsSetup {
  payments: PaymentProviders;
  sandboxCheckout?: SandboxCheckout;
  paypalEnvironment?: PaypalEnvironment;
}

/** The payment providers the configuration turns on. */
export function createPayments(
  config: Config['payments'],
  deps: { db: Db; queue: Queue; clock: Clock; secret: string; publicUrl: string },
): PaymentsSetup {
  const payments: PaymentProviders = {};
  let sandboxCheckout: SandboxCheckout | undefined;
  if (config.sandbox) {
    const sandbox = sandboxPayments({ ...deps, settleAfterSeconds: config.sandboxSettleSeconds });
    payments.sandbox = sandbox.provider;
    sandboxCheckout = sandbox.checkout;
  }
  if (config.stripe) payments.stripe = stripePaymentProvider(config.stripe);
  if (config.paypal) payments.paypal = paypalPaymentProvider(config.paypal);
  return { payments, sandboxCheckout, paypalEnvironment: config.paypal?.environment };
}
