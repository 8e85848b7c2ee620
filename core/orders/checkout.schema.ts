import { z } from 'zod';
import { giftInput } from '../gifts/gift.schema.ts';
import { paymentProviderNames } from '../ports/payment-provider.ts';
import { quoteInput } from './quote.schema.ts';

/** A ticked box: a form sends 'on', JSON sends true; anything else is unticked. */
const ticked = (message: string) =>
  z.preprocess((value) => value === true || value === 'on' || value === 'true', z.literal(true, message));

/**
 * Placing an order (spec: checkout), shared by the /checkout form, its action and `POST /api/v1/checkout`. Both
 * consents are required by French law and are never ticked in advance. Prices are never part of it.
 */
export const checkoutInput = quoteInput.extend({
  provider: z.enum(paymentProviderNames, 'provider_invalid'),
  billingName: z
    .string('billing_name_required')
    .trim()
    .min(2, 'billing_name_required')
    .max(200, 'billing_name_too_long'),
  billingAddress: z
    .string()
    .trim()
    .max(500, 'billing_address_too_long')
    .transform((value) => value || undefined)
    .optional(),
  acceptTerms: ticked('terms_required'),
  waiveWithdrawal: ticked('withdrawal_required'),
  /** Bought for someone else: every line goes to this address, which receives a claim link once paid. */
  gift: giftInput.optional(),
});

export type CheckoutInput = z.input<typeof checkoutInput>;

/** `Idempotency-Key`: the client's id for one attempt to order; a retry with the same key gets the same order. */
export const idempotencyKey = z
  .string('idempotency_key_required')
  .regex(/^[A-Za-z0-9_:-]{8,100}$/, 'idempotency_key_invalid');
