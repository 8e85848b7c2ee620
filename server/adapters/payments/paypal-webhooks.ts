import { z } from 'zod';
import { isPaypalTestReference } from '../../../core/payments/paypal-test-reference.ts';
import type { PaymentEvent } from '../../../core/ports/payment-provider.ts';
import { centsOf } from './paypal-orders.ts';

const amount = z.object({ currency_code: z.string(), value: z.string() });

/** The parts of a PayPal webhook event Déploia reads; the rest of the resource is left alone. */
export const webhookEvent = z.object({
  id: z.string().min(1),
  event_type: z.string().min(1),
  resource: z
    .object({
      id: z.string().optional(),
      status: z.string().optional(),
      amount: amount.optional(),
      custom_id: z.string().optional(),
      status_details: z.object({ reason: z.string().optional() }).optional(),
      supplementary_data: z
        .object({ related_ids: z.object({ order_id: z.string().optional() }).optional() })
        .optional(),
      links: z.array(z.object({ rel: z.string(), href: z.string() })).optional(),
      purchase_units: z.array(z.object({ custom_id: z.string().optional() })).optional(),
    })
    .optional(),
});
export type WebhookEvent = z.infer<typeof webhookEvent>;
type Resource = NonNullable<WebhookEvent['resource']>;

/**
 * A refund carries our ids in its custom_id, `<PayPal order id>.<our refund id>` (PayPal allows letters, digits and
 * `-_.,` there; its order ids have no dot), since its webhook resource names neither the order nor our refund.
 */
export const refundCustomId = (providerRef: string, refundId: string) => `${providerRef}.${refundId}`;

function readRefundCustomId(customId: string | undefined): { providerRef: string; refundId: string } | null {
  const match = /^([A-Z0-9]+)\.(.+)$/.exec(customId ?? '');
  return match ? { providerRef: match[1]!, refundId: match[2]! } : null;
}

export interface WebhookActions {
  /** Captures an approved order (as the browser's return would) and says what came of it. */
  capture(orderId: string, eventId: string): Promise<PaymentEvent | null>;
  /** The PayPal order a capture belongs to, for refunds made outside Déploia (from PayPal's dashboard). */
  orderOfCapture(captureId: string): Promise<string | undefined>;
}

const ignored = (event: WebhookEvent): PaymentEvent => ({ kind: 'ignored', eventId: event.id, type: event.event_type });

/** Whether the event's resource (an order, a capture or a refund) is a /paypal-test payment rather than an order. */
function isTestPayment(resource: Resource): boolean {
  const customId = resource.purchase_units?.[0]?.custom_id ?? resource.custom_id;
  return isPaypalTestReference(customId) || isPaypalTestReference(readRefundCustomId(customId)?.refundId);
}

/**
 * A verified webhook event as the domain sees it. /paypal-test payments are acknowledged and left alone: that page
 * captures and refunds them itself, and none is an order of ours.
 */
export async function paymentEventOf(event: WebhookEvent, actions: WebhookActions): Promise<PaymentEvent> {
  const resource = event.resource;
  if (!resource?.id || isTestPayment(resource)) return ignored(event);
  const eventId = event.id;
  switch (event.event_type) {
    case 'CHECKOUT.ORDER.APPROVED':
      return (await actions.capture(resource.id, eventId)) ?? ignored(event);
    case 'PAYMENT.CAPTURE.COMPLETED':
    case 'PAYMENT.CAPTURE.PENDING':
    case 'PAYMENT.CAPTURE.DENIED':
    case 'PAYMENT.CAPTURE.DECLINED':
      return captureEvent(event, resource);
    case 'PAYMENT.CAPTURE.REFUNDED':
    case 'PAYMENT.REFUND.PENDING':
    case 'PAYMENT.REFUND.COMPLETED':
    case 'PAYMENT.REFUND.FAILED':
    case 'PAYMENT.REFUND.CANCELLED':
      return refundEvent(event, resource, actions);
    default:
      return ignored(event);
  }
}

function captureEvent(event: WebhookEvent, resource: Resource): PaymentEvent {
  const providerRef = resource.supplementary_data?.related_ids?.order_id;
  if (!providerRef) return ignored(event);
  const eventId = event.id;
  if (event.event_type === 'PAYMENT.CAPTURE.COMPLETED') {
    return { kind: 'checkout_paid', eventId, providerRef, amountCents: centsOf(resource.amount) };
  }
  if (event.event_type === 'PAYMENT.CAPTURE.PENDING') return { kind: 'checkout_processing', eventId, providerRef };
  const reason = resource.status_details?.reason ?? resource.status ?? event.event_type;
  return { kind: 'checkout_failed', eventId, providerRef, reason: `PayPal capture refused (${reason})` };
}

/** The refund's own status decides: event names vary between PayPal's API versions, the status does not. */
async function refundEvent(event: WebhookEvent, resource: Resource, actions: WebhookActions): Promise<PaymentEvent> {
  const refundRef = resource.id ?? '';
  const ours = readRefundCustomId(resource.custom_id);
  const captureId = resource.links
    ?.find((link) => link.rel === 'up')
    ?.href.split('/')
    .pop();
  const providerRef = ours?.providerRef ?? (captureId ? await actions.orderOfCapture(captureId) : undefined);
  if (!providerRef) return ignored(event);
  const refundId = ours ? { refundId: ours.refundId } : {};
  const eventId = event.id;
  const status = resource.status ?? (event.event_type === 'PAYMENT.CAPTURE.REFUNDED' ? 'COMPLETED' : undefined);
  if (status === 'COMPLETED') {
    return {
      kind: 'refund_succeeded',
      eventId,
      refundRef,
      providerRef,
      amountCents: centsOf(resource.amount),
      ...refundId,
    };
  }
  if (status === 'FAILED' || status === 'CANCELLED') {
    const reason = `PayPal refund ${status}${resource.status_details?.reason ? ` (${resource.status_details.reason})` : ''}`;
    return { kind: 'refund_failed', eventId, refundRef, providerRef, reason, ...refundId };
  }
  return ignored(event);
}
