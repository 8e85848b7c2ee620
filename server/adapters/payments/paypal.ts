import { OrdersController, PaymentsController, RefundStatus } from '@paypal/paypal-server-sdk';
import {
  type PaymentEvent,
  type PaymentProvider,
  type RefundResult,
  unusableEvent,
} from '../../../core/ports/payment-provider.ts';
import { AppError } from '../../../core/shared/app-error.ts';
import {
  type PaypalOptions,
  paypalClient,
  paypalIssue,
  type TransmissionField,
  transmissionHeaders,
  verifyWebhookSignature,
} from './paypal-client.ts';
import {
  approvalUrl,
  captureOutcome,
  firstCapture,
  money,
  orderOutcome,
  orderRequest,
  subscriptionsUnsupported,
} from './paypal-orders.ts';
import { paymentEventOf, refundCustomId, webhookEvent } from './paypal-webhooks.ts';

export type { PaypalOptions } from './paypal-client.ts';

const invalidSignature = () => new AppError('invalid_signature', 400, 'Signature du webhook invalide');

function refundStatus(status: RefundStatus | undefined): RefundResult['status'] {
  if (status === RefundStatus.Completed) return 'succeeded';
  if (status === RefundStatus.Pending) return 'pending';
  return 'failed';
}

/** The transmission headers PayPal signs a delivery with, or null when one is missing. */
function transmissionOf(headers: Headers): Record<TransmissionField, string> | null {
  const entries = Object.entries(transmissionHeaders).map(([field, header]) => [field, headers.get(header)]);
  return entries.every(([, value]) => value) ? Object.fromEntries(entries) : null;
}

/** Payments through PayPal Orders v2 (DESIGN.md §1), with the official SDK; one-off orders only. */
export function paypalPaymentProvider(options: PaypalOptions): PaymentProvider {
  const client = paypalClient(options);
  const orders = new OrdersController(client);
  const payments = new PaymentsController(client);

  const getOrder = async (id: string) => (await orders.getOrder({ id })).result;

  /** Captures an approved order. The request id is derived from the order, so a repeated capture is the same one. */
  async function capture(orderId: string, eventId: string): Promise<PaymentEvent | null> {
    try {
      const { result } = await orders.captureOrder({
        id: orderId,
        paypalRequestId: `capture-${orderId}`,
        prefer: 'return=representation',
      });
      const captured = firstCapture(result);
      return captured ? captureOutcome(captured, orderId, eventId) : null;
    } catch (error) {
      switch (paypalIssue(error)) {
        case 'ORDER_ALREADY_CAPTURED': {
          const outcome = orderOutcome(await getOrder(orderId), eventId);
          return outcome === 'capture' ? null : outcome;
        }
        // The payer's funding source was refused; PayPal lets them approve the same order with another one.
        case 'INSTRUMENT_DECLINED':
          return {
            kind: 'payment_attempt_failed',
            eventId,
            providerRef: orderId,
            reason: 'PayPal INSTRUMENT_DECLINED',
          };
        case 'ORDER_NOT_APPROVED':
          return null;
        default:
          throw error;
      }
    }
  }

  async function settle(orderId: string, eventId: string): Promise<PaymentEvent | null> {
    const outcome = orderOutcome(await getOrder(orderId), eventId);
    return outcome === 'capture' ? capture(orderId, eventId) : outcome;
  }

  return {
    name: 'paypal',

    async createCheckout(input) {
      const { result } = await orders.createOrder({
        body: orderRequest(input),
        paypalRequestId: input.idempotencyKey,
        prefer: 'return=minimal',
      });
      if (!result.id) throw new Error(`PayPal created order ${input.orderNumber} without an id`);
      return { providerRef: result.id, redirectUrl: approvalUrl(result) };
    },

    async confirmCheckout(providerRef) {
      const event = await settle(providerRef, `return:${providerRef}`);
      // Every outcome but the payment gets an id of its own, so that a later `paid` is not taken for a replay.
      return event && event.kind !== 'checkout_paid' ? { ...event, eventId: `${event.eventId}:${event.kind}` } : event;
    },

    async parseWebhook(rawBody, headers) {
      const transmission = transmissionOf(headers);
      if (!transmission) throw invalidSignature();
      // PayPal is asked about the raw body inside a JSON request: one that is not JSON goes no further.
      let body: unknown;
      try {
        body = JSON.parse(rawBody);
      } catch {
        throw invalidSignature();
      }
      const genuine = await verifyWebhookSignature(client, { rawBody, webhookId: options.webhookId, transmission });
      if (!genuine) throw invalidSignature();
      const event = webhookEvent.safeParse(body);
      if (!event.success) throw unusableEvent();
      return paymentEventOf(event.data, {
        capture,
        orderOfCapture: async (captureId) =>
          (await payments.getCapturedPayment({ captureId })).result.supplementaryData?.relatedIds?.orderId,
      });
    },

    async refund(input) {
      const captured = firstCapture(await getOrder(input.providerRef));
      if (!captured?.id) {
        throw new AppError(
          'refund_unavailable',
          409,
          'Ce paiement ne peut pas être remboursé : aucun encaissement trouvé',
        );
      }
      const { result } = await payments.refundCapturedPayment({
        captureId: captured.id,
        paypalRequestId: input.refundId,
        prefer: 'return=representation',
        body: {
          amount: money(input.amountCents),
          noteToPayer: input.reason.slice(0, 255),
          customId: refundCustomId(input.providerRef, input.refundId),
        },
      });
      if (!result.id) throw new Error(`PayPal refunded capture ${captured.id} without a refund id`);
      return { refundRef: result.id, status: refundStatus(result.status) };
    },

    async cancelSubscription() {
      throw subscriptionsUnsupported();
    },
  };
}
