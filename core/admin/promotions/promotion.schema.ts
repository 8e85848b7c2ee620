import { z } from 'zod';
import { pageNumber } from '../../shared/page-number.ts';

export const promotionScopes = ['platform', 'seller', 'product'] as const;
export type PromotionScope = (typeof promotionScopes)[number];
export const promotionDiscounts = ['percent', 'amount'] as const;

/** What the form pre-fills and the API assumes when the field is absent: one use per buyer (issue 17). */
export const defaultMaxPerCustomer = 1;

export const promotionLimits = { codeMin: 3, codeMax: 40, usesMax: 1_000_000, amountMaxEuros: 10_000 } as const;

/** A form's blank field is absent. */
const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** A number typed in a form ("12", "12,5") or sent as JSON. */
const typedNumber = (value: unknown) =>
  typeof value === 'string' ? Number(value.trim().replace(/\s/g, '').replace(',', '.')) : value;

/** A limit of uses: a whole number from 1, or null (a blank field) for no limit. */
export const usesLimit = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : typedNumber(value)),
  z
    .number({ error: 'limit_invalid' })
    .int({ error: 'limit_invalid' })
    .min(1, { error: 'limit_invalid' })
    .max(promotionLimits.usesMax, { error: 'limit_invalid' })
    .nullable(),
);

/** A day, `YYYY-MM-DD` (UTC), that exists: 2026-02-30 is refused. */
export const day = (required: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: required })
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'date_invalid' })
      .refine((value) => new Date(Date.parse(`${value}T00:00:00Z`) || 0).toISOString().slice(0, 10) === value, {
        error: 'date_invalid',
      }),
  );

/** The start of a day (UTC), and the start of the day after: a promotion runs on both days given, included. */
export const dayStart = (value: string) => new Date(`${value}T00:00:00Z`);
export const dayAfter = (value: string) => new Date(dayStart(value).getTime() + 86_400_000);

/**
 * A new promotion, from /admin/promotions and `POST /api/v1/admin/promotions`: a code (matched whatever its case,
 * stored in capitals), a percentage or an amount in euros (typed `12,50` or sent as 12.5, stored in cents), a scope
 * (everything, one seller's products, one product) with the seller's or product's id, the first and last days, the
 * total limit and the per-buyer limit (null or a blank field: no limit; absent: 1 for the buyer, none in all). The
 * messages are codes, translated under `adminPromotions:errors.<code>`.
 */
export const promotionFields = {
  code: z
    .string({ error: 'code_invalid' })
    .trim()
    .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, { error: 'code_invalid' })
    .min(promotionLimits.codeMin, { error: 'code_invalid' })
    .max(promotionLimits.codeMax, { error: 'code_invalid' })
    .transform((code) => code.toUpperCase()),
  discount: z.enum(promotionDiscounts, { error: 'discount_invalid' }),
  percentOff: z.preprocess(
    (value) => typedNumber(blankToUndefined(value)),
    z
      .number({ error: 'percent_invalid' })
      .int({ error: 'percent_invalid' })
      .min(1, { error: 'percent_invalid' })
      .max(100, { error: 'percent_invalid' })
      .optional(),
  ),
  /** Euros; answered in cents. */
  amountOff: z.preprocess(
    (value) => typedNumber(blankToUndefined(value)),
    z
      .number({ error: 'amount_invalid' })
      .positive({ error: 'amount_invalid' })
      .max(promotionLimits.amountMaxEuros, { error: 'amount_invalid' })
      .transform((euros) => Math.round(euros * 100))
      .refine((cents) => cents > 0, { error: 'amount_invalid' })
      .optional(),
  ),
  scope: z.enum(promotionScopes, { error: 'scope_invalid' }).default('platform'),
  /** The seller's id (scope `seller`) or the product's (scope `product`). */
  scopeId: z.preprocess(blankToUndefined, z.uuid({ error: 'scope_id_invalid' }).optional()),
  startsOn: day('starts_required'),
  endsOn: day('ends_required'),
  maxRedemptions: usesLimit.default(null),
  maxPerCustomer: usesLimit.default(defaultMaxPerCustomer),
};

/** The discount chosen has its value, and the last day does not precede the first (every promotion form). */
export const checkDiscountAndDates = (
  value: {
    discount?: (typeof promotionDiscounts)[number];
    percentOff?: number;
    amountOff?: number;
    startsOn?: string;
    endsOn?: string;
  },
  ctx: z.RefinementCtx,
) => {
  if (value.discount === 'percent' && value.percentOff === undefined) {
    ctx.addIssue({ code: 'custom', path: ['percentOff'], message: 'percent_invalid' });
  }
  if (value.discount === 'amount' && value.amountOff === undefined) {
    ctx.addIssue({ code: 'custom', path: ['amountOff'], message: 'amount_invalid' });
  }
  if (value.startsOn && value.endsOn && value.endsOn < value.startsOn) {
    ctx.addIssue({ code: 'custom', path: ['endsOn'], message: 'ends_before_start' });
  }
};

const complete = (
  value: Parameters<typeof checkDiscountAndDates>[0] & { scope: PromotionScope; scopeId?: string },
  ctx: z.RefinementCtx,
) => {
  checkDiscountAndDates(value, ctx);
  if (value.scope !== 'platform' && !value.scopeId) {
    ctx.addIssue({ code: 'custom', path: ['scopeId'], message: 'scope_id_invalid' });
  }
};

/** The discount and the scope count only for their choice: the form sends every field whatever the choice. */
export const withoutOtherChoices = (value: unknown) => {
  if (typeof value !== 'object' || value === null) return value;
  const input = { ...(value as Record<string, unknown>) };
  if (input.discount !== 'percent') delete input.percentOff;
  if (input.discount !== 'amount') delete input.amountOff;
  if (input.scope === undefined || input.scope === 'platform') delete input.scopeId;
  return input;
};

/** The page's form (unknown fields such as `intent` are ignored). */
export const promotionForm = z.preprocess(withoutOtherChoices, z.object(promotionFields).superRefine(complete));

/** The API's body: the same fields, nothing else. */
export const promotionBody = z.preprocess(
  withoutOtherChoices,
  z.object(promotionFields).strict().superRefine(complete),
);

export type PromotionInput = z.output<typeof promotionForm>;

/**
 * A change to an existing promotion (`PATCH /api/v1/admin/promotions/{id}` and the row's form): its limits (null: no
 * limit), its last day, or `endNow` to stop it at once. An absent field is left as it is.
 */
const promotionChangeFields = {
  maxRedemptions: usesLimit.optional(),
  maxPerCustomer: usesLimit.optional(),
  endsOn: day('ends_required').optional(),
  endNow: z.boolean().optional(),
};
export const promotionChangeForm = z.object(promotionChangeFields);
export const promotionChangeBody = z.object(promotionChangeFields).strict();
export type PromotionChange = z.output<typeof promotionChangeForm>;

/** A promotion's id in a path or a form: anything else is an unknown promotion. */
export const promotionId = z.uuid();

/** The list's query. */
export const listPromotionsQuery = z.object({
  page: pageNumber,
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});
export type ListPromotionsQuery = z.output<typeof listPromotionsQuery>;
