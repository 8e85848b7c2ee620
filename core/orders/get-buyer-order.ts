import { and, asc, eq, sql } from 'drizzle-orm';
import { gifts, orderItems, orders, products, profiles } from '../../db/schema/index.ts';
import { requireViewer, type Viewer } from '../accounts/viewer.ts';
import type { CoreDeps } from '../deps.ts';
import { AppError } from '../shared/app-error.ts';
import { isGuestReturnPass } from './guest-return.ts';

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
  /** Where a guest's receipt and library link go (the page of a guest's return says it); null for a signed-in buyer. */
  guestEmail: string | null;
}

const notFound = () => new AppError('order_not_found', 404, 'Commande introuvable');

/** Who reads an order: the signed-in buyer, or a guest back from the provider with the order's signed pass. */
export interface OrderReader {
  viewer: Viewer | null;
  guestPass?: string | null;
}

/** One of the viewer's own orders, or the order a guest's pass names (404 for anybody else's: its existence is not revealed). */
export async function getBuyerOrder(
  deps: Pick<CoreDeps, 'db' | 'secret' | 'clock'>,
  { viewer, guestPass }: OrderReader,
  orderId: string,
) {
  const guest = !!guestPass && isGuestReturnPass(deps, guestPass, orderId);
  // A pass that is not ours, without a session, names nothing.
  if (!guest && guestPass && !viewer) throw notFound();
  const owner = guest ? undefined : eq(orders.buyerId, requireViewer(viewer).userId);
  const found = await deps.db
    .select({
      id: orders.id,
      number: orders.number,
      status: orders.status,
      totalCents: orders.totalCents,
      taxCents: orders.taxCents,
      discountCents: orders.discountCents,
      paidAt: orders.paidAt,
      guestEmail: guest ? profiles.email : sql<null>`null`,
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
    .innerJoin(profiles, eq(profiles.id, orders.buyerId))
    .leftJoin(gifts, eq(gifts.orderItemId, orderItems.id))
    .where(and(eq(orders.id, orderId), owner))
    .orderBy(asc(orderItems.createdAt), asc(orderItems.id));
  const [first] = found;
  if (!first) throw notFound();
  const { item: _item, ...order } = first;
  return { ...order, items: found.map((row) => row.item) } satisfies BuyerOrder;
}
