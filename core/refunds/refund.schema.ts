import { z } from 'zod';

/** Money-back guarantee: a buyer may ask within this many days of paying (the CGV say 30). */
export const refundWindowDays = 30;

/** A refund request: shared by the purchases page's form, its action and `POST /api/v1/me/orders/:id/refunds`. */
export const refundRequest = z.object({
  orderId: z.uuid('order_invalid'),
  /** One item of the order; without it, every item not refunded yet. */
  orderItemId: z
    .uuid('order_item_invalid')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  reason: z.string('reason_required').trim().min(10, 'reason_too_short').max(1000, 'reason_too_long'),
});

export type RefundRequest = z.input<typeof refundRequest>;
