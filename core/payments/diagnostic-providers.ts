import type { CoreDeps } from '../deps.ts';
import type { PaymentProviderName } from '../ports/payment-provider.ts';
import type { PaypalEnvironment } from './paypal-test-reference.ts';

/** The provider events Déploia acts on: the ones to subscribe to when registering the webhook. */
const subscribedEvents: Record<PaymentProviderName, string[]> = {
  // The sandbox sends its own webhooks: there is nothing to subscribe to.
  sandbox: [],
  stripe: [
    'checkout.session.completed',
    'checkout.session.async_payment_succeeded',
    'checkout.session.async_payment_failed',
    'checkout.session.expired',
    'refund.created',
    'refund.updated',
    'refund.failed',
    'invoice.paid',
    'invoice.payment_failed',
    'customer.subscription.deleted',
  ],
  paypal: ['CHECKOUT.ORDER.APPROVED', 'PAYMENT.CAPTURE.*', 'PAYMENT.REFUND.*'],
};

/** The environment variables that turn a provider on (config/env.server.ts). */
const variables: Record<PaymentProviderName, string[]> = {
  sandbox: ['SANDBOX_PAYMENTS'],
  stripe: ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'],
  paypal: ['PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET', 'PAYPAL_WEBHOOK_ID', 'PAYPAL_ENVIRONMENT'],
};

export interface ProviderSetup {
  name: PaymentProviderName;
  configured: boolean;
  /** PayPal only, when configured. */
  environment: PaypalEnvironment | null;
  webhookUrl: string;
  events: string[];
  /** What to set to turn it on; empty once it is on. */
  missingVariables: string[];
}

/**
 * How one provider is set up on this instance, told from what is running (the providers built at start-up), never
 * from the configuration itself: no key or secret can reach the page, not even in part.
 */
export function providerSetup(
  deps: Pick<CoreDeps, 'payments' | 'paypalEnvironment' | 'publicUrl'>,
  name: PaymentProviderName,
): ProviderSetup {
  const configured = deps.payments[name] !== undefined;
  return {
    name,
    configured,
    environment: name === 'paypal' && configured ? (deps.paypalEnvironment ?? null) : null,
    webhookUrl: `${deps.publicUrl}/webhooks/${name}`,
    events: subscribedEvents[name],
    missingVariables: configured ? [] : variables[name],
  };
}
