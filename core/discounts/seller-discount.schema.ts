import { z } from 'zod';
import { checkDiscountAndDates, promotionFields, withoutOtherChoices } from '../admin/promotions/promotion.schema.ts';

/** At most this many chosen products on one code (a creator with more chooses « tous mes produits »). */
export const maxDiscountProducts = 100;

/** The products a code is limited to: none chosen means all the creator's products (a form sends one field each). */
const productIds = z.preprocess(
  (value) => (value === undefined || value === '' ? [] : Array.isArray(value) ? value : [value]),
  z
    .array(z.uuid({ error: 'products_invalid' }), { error: 'products_invalid' })
    .max(maxDiscountProducts, { error: 'products_invalid' })
    .transform((ids) => [...new Set(ids)]),
);

/**
 * A creator's discount code (/dashboard/discounts and `/api/v1/seller/discounts`): the admin form's code, discount,
 * dates and limits (one schema, core/admin/promotions), and instead of a scope the creator's products it applies to.
 * The messages are codes, translated under `adminPromotions:errors.<code>` and `discounts:errors.<code>`.
 */
const { code, discount, percentOff, amountOff, startsOn, endsOn, maxRedemptions, maxPerCustomer } = promotionFields;
const discountFields = {
  discount,
  percentOff,
  amountOff,
  startsOn,
  endsOn,
  maxRedemptions,
  maxPerCustomer,
  productIds,
};

export const sellerDiscountForm = z.preprocess(
  withoutOtherChoices,
  z.object({ code, ...discountFields }).superRefine(checkDiscountAndDates),
);
export const sellerDiscountBody = z.preprocess(
  withoutOtherChoices,
  z
    .object({ code, ...discountFields })
    .strict()
    .superRefine(checkDiscountAndDates),
);
export type SellerDiscountInput = z.output<typeof sellerDiscountForm>;

/** An edit: everything but the code (it may already be printed or shared). */
export const sellerDiscountEditForm = z.preprocess(
  withoutOtherChoices,
  z.object(discountFields).superRefine(checkDiscountAndDates),
);
export const sellerDiscountEditBody = z.preprocess(
  withoutOtherChoices,
  z.object(discountFields).strict().superRefine(checkDiscountAndDates),
);
export type SellerDiscountEdit = z.output<typeof sellerDiscountEditForm>;

/** Pause (refused at checkout until resumed), resume, or end now (for good). */
export const discountStatusChanges = ['pause', 'resume', 'end'] as const;
export const discountStatusChange = z.enum(discountStatusChanges, { error: 'status_invalid' });
export type DiscountStatusChange = z.output<typeof discountStatusChange>;

export const discountStatusBody = z.object({ status: discountStatusChange }).strict();
