import { and, eq } from 'drizzle-orm';
import { orders, payments } from '../../db/schema/index.ts';
import type { CoreDeps } from '../deps.ts';
import { getBuyerOrder, type OrderReader } from '../orders/get-buyer-order.ts';
import type { PaymentProviderName } from '../ports/payment-provider.ts';
import { isAppError } from '../shared/app-error.ts';
import { handlePaymentEvent } from './handle-payment-event.ts';

/**
 * The browser is back from the provider (/payment-success): while the order still waits, the provider is asked
 * where the payment stands and its answer goes through the same event path as a webhook, so the page can confirm
 * a payment before the webhook arrives — or after, or at the same time: the outcome is the same.
 */
export async function confirmReturn(deps: CoreDeps, reader: OrderReader, orderId: string) {
  const order = await getBuyerOrder(deps, reader, orderId);
  if (order.status !== 'pending_payment') return order;
  const [payment] = await deps.db
    .select({ provider: payments.provider, providerRef: payments.providerRef })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(and(eq(payments.orderId, orderId), eq(payments.provider, orders.paymentProvider)))
    .limit(1);
  const provider = payment && deps.payments[payment.provider as PaymentProviderName];
  if (!payment || !provider) return order;
  try {
    const event = await provider.confirmCheckout(payment.providerRef);
    if (!event) return order;
    await handlePaymentEvent(deps, provider.name, event);
  } catch (error) {
    // The provider could not be reached: the webhook will settle the order; the page keeps polling.
    if (isAppError(error)) throw error;
    deps.log.warn({ err: error, orderId }, 'payment return: provider not reachable');
    return order;
  }
  return getBuyerOrder(deps, reader, orderId);
}
