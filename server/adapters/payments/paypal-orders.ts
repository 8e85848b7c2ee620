import {
  CaptureStatus,
  CheckoutPaymentIntent,
  ItemCategory,
  type Money,
  type Order,
  type OrderRequest,
  OrderStatus,
  type OrdersCapture,
  PaypalExperienceUserAction,
  PaypalWalletContextShippingPreference,
} from '@paypal/paypal-server-sdk';
import type { CreateCheckoutInput, PaymentEvent } from '../../../core/ports/payment-provider.ts';
import { AppError } from '../../../core/shared/app-error.ts';
import type { Locale } from '../../../i18n/config.ts';

/** PayPal's amounts are decimal strings; ours are integer cents. */
export const money = (cents: number): Money => ({
  currencyCode: 'EUR',
  value: `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`,
});

/** Cents of a PayPal decimal amount, read as text so that no float rounding creeps in. */
export function centsOf(amount: { value: string } | undefined): number {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(amount?.value ?? '');
  if (!match) throw new Error(`Unreadable PayPal amount: ${amount?.value}`);
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

const paypalLocales: Record<Locale, string> = { fr: 'fr-FR', en: 'en-GB', es: 'es-ES', de: 'de-DE' };

export const subscriptionsUnsupported = () =>
  new AppError(
    'provider_unsupported',
    422,
    'PayPal ne prend pas en charge les abonnements : choisissez un autre moyen de paiement',
  );

/** PayPal caps these texts at 127 characters. */
const clip = (text: string) => (text.length > 127 ? `${text.slice(0, 126)}…` : text);

/** Orders v2 body of a checkout: one purchase unit naming our order, paid at once (intent CAPTURE). */
export function orderRequest(input: CreateCheckoutInput): OrderRequest {
  if (input.lines.some((line) => line.billing !== 'one_time')) throw subscriptionsUnsupported();
  const itemTotal = input.lines.reduce((sum, line) => sum + line.unitAmountCents * line.quantity, 0);
  // PayPal refuses an order whose total differs from its items' (AMOUNT_MISMATCH); this one is our bug, not theirs.
  if (itemTotal !== input.amountCents) {
    throw new Error(`Order ${input.orderNumber}: lines sum to ${itemTotal} cents, total is ${input.amountCents}`);
  }
  return {
    intent: CheckoutPaymentIntent.Capture,
    purchaseUnits: [
      {
        customId: input.orderId,
        invoiceId: input.orderNumber,
        amount: { ...money(input.amountCents), breakdown: { itemTotal: money(itemTotal) } },
        items: input.lines.map((line) => ({
          name: clip(line.title),
          sku: line.orderItemId,
          unitAmount: money(line.unitAmountCents),
          quantity: String(line.quantity),
          category: ItemCategory.DigitalGoods,
        })),
      },
    ],
    paymentSource: {
      paypal: {
        emailAddress: input.buyerEmail || undefined,
        experienceContext: {
          brandName: 'Déploia',
          locale: paypalLocales[input.locale],
          returnUrl: input.successUrl,
          cancelUrl: input.cancelUrl,
          shippingPreference: PaypalWalletContextShippingPreference.NoShipping,
          userAction: PaypalExperienceUserAction.PayNow,
        },
      },
    },
  };
}

/** Where the buyer approves the order: `payer-action` with a payment source, `approve` without. */
export function approvalUrl(order: Order): string {
  const link = order.links?.find((entry) => entry.rel === 'payer-action' || entry.rel === 'approve');
  if (!link) throw new Error(`PayPal order ${order.id} came without an approval link`);
  return link.href;
}

export const firstCapture = (order: Order): OrdersCapture | undefined =>
  order.purchaseUnits?.flatMap((unit) => unit.payments?.captures ?? [])[0];

/** What a capture means for our order. A refunded capture was paid first: the refund is an event of its own. */
export function captureOutcome(
  capture: Pick<OrdersCapture, 'status' | 'amount' | 'statusDetails'>,
  providerRef: string,
  eventId: string,
): PaymentEvent {
  switch (capture.status) {
    case CaptureStatus.Completed:
    case CaptureStatus.PartiallyRefunded:
    case CaptureStatus.Refunded:
      return { kind: 'checkout_paid', eventId, providerRef, amountCents: centsOf(capture.amount) };
    case CaptureStatus.Pending:
      return { kind: 'checkout_processing', eventId, providerRef };
    default:
      return {
        kind: 'checkout_failed',
        eventId,
        providerRef,
        reason: `PayPal capture ${capture.status ?? 'unknown'}${capture.statusDetails?.reason ? ` (${capture.statusDetails.reason})` : ''}`,
      };
  }
}

/**
 * What an order says before any capture: nothing yet while the payer has not approved, expired once voided. An
 * approved order is captured by the caller; a completed one reads its capture.
 */
export function orderOutcome(order: Order, eventId: string): PaymentEvent | null | 'capture' {
  const providerRef = order.id ?? '';
  switch (order.status) {
    case OrderStatus.Approved:
      return 'capture';
    case OrderStatus.Completed: {
      const capture = firstCapture(order);
      return capture ? captureOutcome(capture, providerRef, eventId) : null;
    }
    case OrderStatus.Voided:
      return { kind: 'checkout_expired', eventId, providerRef };
    default:
      return null;
  }
}
