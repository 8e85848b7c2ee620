import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderItems, type orders, sellerProfiles } from '../../db/schema/index.ts';
import type { CoreDeps } from '../deps.ts';
import { perSeller, recipientsOf } from './recipients.ts';

/**
 * The confirmation to the buyer and one "new sale" e-mail per seller, enqueued in the paying transaction: they go
 * out exactly when the order is paid, once.
 */
export async function enqueueOrderEmails(
  deps: Pick<CoreDeps, 'queue' | 'publicUrl'>,
  tx: Db,
  order: typeof orders.$inferSelect,
  invoiceReference: string,
) {
  const items = await tx
    .select({
      title: orderItems.title,
      quantity: orderItems.quantity,
      totalCents: orderItems.totalCents,
      shareCents: orderItems.sellerShareCents,
      sellerUserId: sellerProfiles.userId,
    })
    .from(orderItems)
    .innerJoin(sellerProfiles, eq(sellerProfiles.id, orderItems.sellerId))
    .where(eq(orderItems.orderId, order.id));
  const people = await recipientsOf(tx, [order.buyerId, ...items.map((i) => i.sellerUserId)]);
  const buyer = people.get(order.buyerId);
  if (buyer) {
    await deps.queue.enqueue(
      'send-email',
      {
        to: buyer.email,
        locale: buyer.locale,
        template: 'order-confirmation',
        props: {
          name: buyer.name,
          orderNumber: order.number,
          paidAt: (order.paidAt ?? new Date()).toISOString(),
          lines: items.map(({ title, quantity, totalCents }) => ({ title, quantity, totalCents })),
          taxCents: order.taxCents,
          totalCents: order.totalCents,
          reverseCharge: order.reverseCharge,
          invoiceReference,
          purchasesUrl: `${deps.publicUrl}/dashboard/purchases`,
          invoiceUrl: `${deps.publicUrl}/dashboard/invoices/${invoiceReference}/pdf`,
        },
      },
      { db: tx },
    );
  }
  for (const [seller, sold] of perSeller(items, people)) {
    await deps.queue.enqueue(
      'send-email',
      {
        to: seller.email,
        locale: seller.locale,
        template: 'new-sale',
        props: {
          name: seller.name,
          orderNumber: order.number,
          lines: sold.map(({ title, quantity, shareCents }) => ({ title, quantity, shareCents })),
          shareCents: sold.reduce((sum, i) => sum + i.shareCents, 0),
          salesUrl: `${deps.publicUrl}/dashboard/sales`,
        },
      },
      { db: tx },
    );
  }
}
