import { and, asc, eq, sql } from 'drizzle-orm';
import { gifts, orderItems, orders, products } from '../../db/schema/index.ts';
import { requireViewer, type Viewer } from '../accounts/viewer.ts';
import type { CoreDeps } from '../deps.ts';
import { AppError } from '../shared/app-error.ts';

export interface BuyerOrder {
  id: string;
  number: string;
  status: typeof orders.$inferSelect.status;
  totalCents: number;
  taxCents: number;
  discountCents: number;
  paidAt: Date | null;
  /** The provider's hosted checkout, while the order waits for payment. */
  payUrl: string | null;
  /** `giftFor`: the recipient of a line offered to someone. */
  items: {
    id: string;
    title: string;
    slug: string;
    quantity: number;
    totalCents: number;
    billing: string;
    giftFor: string | null;
  }[];
}

/** One of the viewer's own orders (404 for anybody else's: its existence is not revealed). */
export async function getBuyerOrder(deps: Pick<CoreDeps, 'db'>, viewer: Viewer | null, orderId: string) {
  const buyer = requireViewer(viewer);
  const found = await deps.db
    .select({
      id: orders.id,
      number: orders.number,
      status: orders.status,
      totalCents: orders.totalCents,
      taxCents: orders.taxCents,
      discountCents: orders.discountCents,
      paidAt: orders.paidAt,
      payUrl: sql<
        string | null
      >`case when ${orders.status} = 'pending_payment' then (select p.redirect_url from payments p
        where p.order_id = ${orders.id} and p.provider = ${orders.paymentProvider} limit 1) end`,
      item: {
        id: orderItems.id,
        title: orderItems.title,
        slug: products.slug,
        quantity: orderItems.quantity,
        totalCents: orderItems.totalCents,
        billing: orderItems.billing,
        giftFor: gifts.recipientEmail,
      },
    })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .innerJoin(products, eq(products.id, orderItems.productId))
    .leftJoin(gifts, eq(gifts.orderItemId, orderItems.id))
    .where(and(eq(orders.id, orderId), eq(orders.buyerId, buyer.userId)))
    .orderBy(asc(orderItems.createdAt), asc(orderItems.id));
  const [first] = found;
  if (!first) throw new AppError('order_not_found', 404, 'Commande introuvable');
  const { item: _item, ...order } = first;
  return { ...order, items: found.map((row) => row.item) } satisfies BuyerOrder;
}
