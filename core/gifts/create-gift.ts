import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { gifts, orderItems, orders, user } from '../../db/schema/index.ts';
import { hashClaimToken, newClaimToken } from './claim-token.ts';
import { type GiftInput, giftInput } from './gift.schema.ts';
import { giftErrors } from './gift-errors.ts';

/**
 * Marks a line of an unpaid order as a gift, in the transaction placing the order. The claim token that matters is
 * made when the order is paid (sendGifts): the column is filled here with the hash of a token nobody keeps, so no
 * working link exists for an unpaid order.
 */
export async function createGift(tx: Db, input: GiftInput & { orderItemId: string }): Promise<{ giftId: string }> {
  const { recipientEmail, message } = giftInput.parse({ recipientEmail: input.recipientEmail, message: input.message });
  const [line] = await tx
    .select({ billing: orderItems.billing, status: orders.status, buyerEmail: user.email })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(user, eq(user.id, orders.buyerId))
    .where(eq(orderItems.id, input.orderItemId));
  if (!line) throw giftErrors.itemNotFound();
  if (line.status !== 'pending_payment') throw giftErrors.orderNotPending();
  if (line.billing !== 'one_time') throw giftErrors.subscription();
  if (line.buyerEmail.toLowerCase() === recipientEmail) throw giftErrors.toSelf();
  const [gift] = await tx
    .insert(gifts)
    .values({
      orderItemId: input.orderItemId,
      recipientEmail,
      message,
      claimTokenHash: hashClaimToken(newClaimToken()),
    })
    .returning({ id: gifts.id });
  return { giftId: gift!.id };
}
