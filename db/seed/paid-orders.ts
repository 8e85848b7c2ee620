import type { Db } from '../client.ts';
import { buildLicences, type buildPaidOrder, buildPayment, insertMany } from '../factories/index.ts';
import { ledgerEntries, licences, orderItems, orders, payments } from '../schema/index.ts';

type Built = ReturnType<typeof buildPaidOrder>;

/**
 * Paid orders as paying one leaves them (core/orders/fulfil-order.ts): the orders and their lines, each order's
 * captured payment, a licence key per seat held by its buyer, and the ledger (with a seller's affiliate's commission),
 * so that sellers' sales pages add up.
 */
export async function insertPaidOrders(db: Db, orderRows: Built['order'][], itemRows: Built['items']) {
  await insertMany(db, orders, orderRows);
  await insertMany(db, orderItems, itemRows);
  await insertMany(db, payments, orderRows.map(buildPayment));
  const buyerOf = new Map(orderRows.map((o) => [o.id, o.buyerId]));
  const referrerOf = new Map(orderRows.map((o) => [o.id, o.partnerId]));
  await insertMany(
    db,
    licences,
    itemRows.flatMap((item) =>
      buildLicences({ id: item.id, quantity: item.quantity ?? 1 }, buyerOf.get(item.orderId) ?? null),
    ),
  );
  await insertMany(
    db,
    ledgerEntries,
    itemRows.flatMap((item) => [
      {
        account: `seller:${item.sellerId}`,
        amountCents: item.sellerShareCents - (item.affiliateCommissionCents ?? 0),
        kind: 'sale' as const,
        orderItemId: item.id,
        createdAt: item.createdAt,
      },
      // The seller's affiliate's part of their share (decision 0044), when the order came through their link.
      ...(item.affiliateCommissionCents
        ? [
            {
              account: `partner:${referrerOf.get(item.orderId)}`,
              amountCents: item.affiliateCommissionCents,
              kind: 'partner_commission' as const,
              orderItemId: item.id,
              createdAt: item.createdAt,
            },
          ]
        : []),
      {
        account: 'platform',
        amountCents: item.platformFeeCents,
        kind: 'fee' as const,
        orderItemId: item.id,
        createdAt: item.createdAt,
      },
    ]),
  );
}
