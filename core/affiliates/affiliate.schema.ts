import { z } from 'zod';
import { emailSchema } from '../accounts/email.schema.ts';

/** An affiliate's rate bounds, in % of a line's amount excluding VAT (taken from the seller's 70 %). */
export const affiliateRateLimits = { min: 1, max: 50 } as const;

const percent = z.coerce
  .number('rate_invalid')
  .int('rate_invalid')
  .min(affiliateRateLimits.min, 'rate_invalid')
  .max(affiliateRateLimits.max, 'rate_invalid');

/**
 * The rates an affiliate earns: one for every product of the seller (`defaultPercent`), and/or one per product
 * (`rates`, over the default). At least one rate must be given.
 */
const rates = {
  defaultPercent: percent.nullable().describe('% of every product of the seller without a rate of its own'),
  rates: z
    .array(z.object({ productId: z.uuid('product_invalid'), percent }).strict())
    .max(200)
    .describe('% of the amount excluding VAT per product, over the default'),
};

const someRate = (value: { defaultPercent: number | null; rates: unknown[] }) =>
  value.defaultPercent !== null || value.rates.length > 0;

export const inviteAffiliateInput = z
  .object({ email: emailSchema, ...rates })
  .strict()
  .refine(someRate, { message: 'rate_required', path: ['defaultPercent'] });

export const updateAffiliateRatesInput = z
  .object({ affiliateId: z.uuid('affiliate_not_found'), ...rates })
  .strict()
  .refine(someRate, { message: 'rate_required', path: ['defaultPercent'] });

export const affiliateIdInput = z.object({ affiliateId: z.uuid('affiliate_not_found') }).strict();

export type InviteAffiliateInput = z.input<typeof inviteAffiliateInput>;
export type UpdateAffiliateRatesInput = z.input<typeof updateAffiliateRatesInput>;
