import { dayAfter, dayStart } from '../admin/promotions/promotion.schema.ts';
import type { SellerDiscountEdit } from './seller-discount.schema.ts';

/** The promotions row's columns for a creator's discount, its days as instants (the last day included). */
export const discountValues = (input: SellerDiscountEdit) => ({
  percentOff: input.discount === 'percent' ? (input.percentOff ?? null) : null,
  amountOffCents: input.discount === 'amount' ? (input.amountOff ?? null) : null,
  startsAt: dayStart(input.startsOn),
  endsAt: dayAfter(input.endsOn),
  maxRedemptions: input.maxRedemptions,
  maxPerCustomer: input.maxPerCustomer,
});
