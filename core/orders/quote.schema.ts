import { z } from 'zod';
import { foldLinesByProduct } from '../cart/fold-lines.ts';
import { countryCodes } from './countries.ts';

/**
 * What a quote (and the order placed from it) is asked for: shared by the checkout form, its action, the API and
 * the OpenAPI document (an API body extends it and makes it `.strict()`). Messages are codes the UI translates.
 * Prices are never part of it: they are read from the catalogue.
 */

export const quoteLimits = { maxLines: 50, maxQuantity: 100, vatIdMax: 30 } as const;

const quoteLine = z
  .object({
    productId: z.uuid('product_invalid'),
    // A number, never a numeric string: the API says integer (issue 17); the checkout form converts its fields.
    quantity: z
      .number('quantity_invalid')
      .int('quantity_invalid')
      .min(1, 'quantity_invalid')
      .max(quoteLimits.maxQuantity, 'quantity_invalid'),
    /** The guided deployment added as a paid option (decision 0048), once per line whatever the quantity. */
    deployment: z
      .boolean('deployment_invalid')
      .default(false)
      .describe(
        'Adds the guided deployment sold as an option by the creator: its price once, whatever the quantity, never discounted; refused (400 deployment_option_unavailable) on a product that does not sell it',
      ),
  })
  // A line never carries a price: anything else in it is refused, not ignored.
  .strict();

/** An optional text field: trimmed, and absent when empty (a form sends ''). */
const optionalText = () =>
  z
    .string()
    .trim()
    .transform((value) => value || undefined)
    .optional();

export const quoteInput = z.object({
  lines: z
    .array(quoteLine, 'lines_required')
    .min(1, 'lines_required')
    .max(quoteLimits.maxLines, 'too_many_lines')
    .transform((lines) => foldLinesByProduct(lines, (kept, added) => Math.min(kept + added, quoteLimits.maxQuantity))),
  country: z.string('country_required').trim().toUpperCase().pipe(z.enum(countryCodes, 'country_invalid')),
  vatId: optionalText().pipe(z.string().max(quoteLimits.vatIdMax, 'vat_id_invalid').optional()),
  promoCode: optionalText().pipe(
    z
      .string()
      .toUpperCase()
      .regex(/^[A-Z0-9_-]{3,40}$/, 'promo_code_invalid')
      .optional(),
  ),
});

export type QuoteInput = z.input<typeof quoteInput>;
export type ParsedQuoteInput = z.output<typeof quoteInput>;
