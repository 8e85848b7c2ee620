import { eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { gifts, orderItems, sellerProfiles } from '../../db/schema/index.ts';

/**
 * An order's items as paying or refunding them reads them (`where` picks them): seats, amounts, the seller's
 * account and user, and the gift an item is, if any.
 */
export const fulfilledItems = (tx: Db, where: SQL | undefined) =>
  tx
    .select({
      id: orderItems.id,
      productId: orderItems.productId,
      sellerId: orderItems.sellerId,
      sellerUserId: sellerProfiles.userId,
      title: orderItems.title,
      billing: orderItems.billing,
      quantity: orderItems.quantity,
      totalCents: orderItems.totalCents,
      deploymentCents: orderItems.deploymentCents,
      taxCents: orderItems.taxCents,
      sellerShareCents: orderItems.sellerShareCents,
      platformFeeCents: orderItems.platformFeeCents,
      affiliateCommissionCents: orderItems.affiliateCommissionCents,
      gift: gifts.id,
      giftFor: gifts.recipientEmail,
    })
    .from(orderItems)
    .innerJoin(sellerProfiles, eq(sellerProfiles.id, orderItems.sellerId))
    .leftJoin(gifts, eq(gifts.orderItemId, orderItems.id))
    .where(where);

export type FulfilledItem = Awaited<ReturnType<typeof fulfilledItems>>[number];
