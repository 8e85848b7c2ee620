import { sql } from 'drizzle-orm';
import { rows } from '../../db/rows.ts';
import { requireViewer, type Viewer } from '../accounts/viewer.ts';
import type { CoreDeps } from '../deps.ts';
import { type OrderRow, orderColumns, type PurchaseItem, purchaseDetails } from './purchase-details.ts';

/** A product someone offered the viewer, with its keys and files; what the giver paid is not shown. */
export interface ReceivedGift {
  item: Omit<PurchaseItem, 'unitPriceCents' | 'totalCents' | 'refund' | 'refundable' | 'canReview' | 'gift'>;
  /** The giver's display name, when they have one. */
  from: string | null;
  message: string;
  receivedAt: string;
}

/** The most recent gifts listed; a recipient holds a handful, not pages of them. */
const limit = 50;

/**
 * The gifts the viewer claimed (their licences on other people's orders: core/gifts/claim-gift.ts), newest first, in
 * a fixed number of queries. Found from `gifts.claimed_by` (indexed), not from every licence the viewer holds.
 */
export async function listReceivedGifts(
  deps: Pick<CoreDeps, 'db' | 'clock'>,
  viewer: Viewer | null,
): Promise<ReceivedGift[]> {
  const { userId } = requireViewer(viewer);
  const orders = await rows<OrderRow>(
    deps.db,
    sql`select distinct ${orderColumns} from gifts g
        join order_items oi on oi.id = g.order_item_id
        join orders o on o.id = oi.order_id
        where g.claimed_by = ${userId} and o.buyer_id <> ${userId}
        order by o.created_at desc, o.id desc limit ${limit}`,
  );
  if (orders.length === 0) return [];
  const ids = sql.join(
    orders.map((o) => sql`${o.id}::uuid`),
    sql`, `,
  );
  const [details, notes] = await Promise.all([
    purchaseDetails(deps.db, userId, orders, deps.clock.now(), { asRecipient: true }),
    rows<{ order_item_id: string; message: string; from: string | null; claimed_at: string | Date | null }>(
      deps.db,
      sql`select g.order_item_id, g.message, p.display_name as from, g.claimed_at
          from gifts g
          join order_items oi on oi.id = g.order_item_id
          join orders o on o.id = oi.order_id
          left join profiles p on p.id = o.buyer_id
          where oi.order_id in (${ids})`,
    ),
  ]);
  const noteByItem = new Map(notes.map((n) => [n.order_item_id, n]));
  return details.flatMap((order) =>
    order.items
      .filter((item) => item.licenceKeys.length > 0)
      .map(({ unitPriceCents, totalCents, refund, refundable, canReview, gift, ...item }) => {
        const note = noteByItem.get(item.id);
        return {
          item,
          from: note?.from ?? null,
          message: note?.message ?? '',
          receivedAt: new Date(note?.claimed_at ?? order.paidAt ?? order.createdAt).toISOString(),
        };
      }),
  );
}
