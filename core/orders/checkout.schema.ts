import { z } from 'zod';
import { emailSchema } from '../accounts/email.schema.ts';
import { giftInput } from '../gifts/gift.schema.ts';
import { paymentProviderNames } from '../ports/payment-provider.ts';
import { quoteInput } from './quote.schema.ts';

/** A box: a form sends 'on', JSON sends true; anything else is unticked. */
const box = (value: unknown) => value === true || value === 'on' || value === 'true';
const ticked = (message: string) => z.preprocess(box, z.literal(true, message));
const optionalBox = z.preprocess(box, z.boolean()).optional();

/** What the lines of an order are, which decides the consents it asks for. */
export interface OrderKinds {
  /** Downloadable content paid once: delivered at once, so the buyer waives the withdrawal right (L221-28 13°). */
  download: boolean;
  /** A subscription is a service: the buyer asks it to start within the withdrawal period and keeps the right (L221-25). */
  subscription: boolean;
}

/** The kinds of an order's lines (a quote's, a cart's). */
export const orderKindsOf = (lines: readonly { billing: string }[]): OrderKinds => ({
  download: lines.some((line) => line.billing === 'one_time'),
  subscription: lines.some((line) => line.billing !== 'one_time'),
});

const billingName = z
  .string('billing_name_required')
  .trim()
  .min(2, 'billing_name_required')
  .max(200, 'billing_name_too_long');
const optionalBillingName = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  billingName.optional(),
);

/**
 * Placing an order (spec: checkout), shared by the /checkout form, its action and `POST /api/v1/checkout`. The
 * consents French law requires are never ticked in advance; which of them an order needs follows its lines (see
 * checkoutInputFor). Prices are never part of it.
 */
export const checkoutInput = quoteInput.extend({
  provider: z.enum(paymentProviderNames, 'provider_invalid'),
  billingName: optionalBillingName.describe(
    'The name on the invoice, required with a session; a guest may leave it out (the invoice then names their e-mail address).',
  ),
  billingAddress: z
    .string()
    .trim()
    .max(500, 'billing_address_too_long')
    .transform((value) => value || undefined)
    .optional(),
  acceptTerms: ticked('terms_required'),
  waiveWithdrawal: optionalBox.describe(
    'Required (true) when the order has a product paid once: the buyer asks for immediate delivery and acknowledges losing the 14-day withdrawal right.',
  ),
  startServiceNow: optionalBox.describe(
    'Required (true) when the order has a subscription: the buyer asks the service to start before the 14-day withdrawal period ends, and keeps the right (paying pro rata if they withdraw).',
  ),
  /** Bought for someone else: every line goes to this address, which receives a claim link once paid. */
  gift: giftInput.optional(),
  email: emailSchema
    .optional()
    .describe(
      'Guest checkout: the buyer’s address, required without a session (ignored with one). The receipt, the licences and a link to the purchases are sent there; the purchases belong to the address and join the account created or verified with it.',
    ),
});

export type CheckoutInput = z.input<typeof checkoutInput>;

/**
 * The checkout for an order of these kinds: each consent its lines need is required, the others are ignored; a guest
 * (no session) must give an address and may leave the billing name out.
 */
export const checkoutInputFor = (kinds: OrderKinds, { guest = false } = {}) =>
  checkoutInput.extend({
    waiveWithdrawal: kinds.download ? ticked('withdrawal_required') : optionalBox,
    startServiceNow: kinds.subscription ? ticked('service_start_required') : optionalBox,
    email: guest ? emailSchema : emailSchema.optional(),
    // A guest buys with an e-mail address only; a business adds its name (and VAT number) for the invoice.
    billingName: guest ? optionalBillingName : billingName,
  });

/** `Idempotency-Key`: the client's id for one attempt to order; a retry with the same key gets the same order. */
export const idempotencyKey = z
  .string('idempotency_key_required')
  .regex(/^[A-Za-z0-9_:-]{8,100}$/, 'idempotency_key_invalid');
