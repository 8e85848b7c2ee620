import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';

/** The order states in which a line is paid for: a requested refund has not taken the money back yet. */
const paidStates = sql`('paid', 'refund_requested', 'partially_refunded')`;

/** What a buyer bought of a product and still owns: the first such order line and when it was paid. */
export interface Purchase {
  orderItemId: string;
  /** The buyer's first paid order of the product (Europe/Paris day): an experience cannot be older. */
  firstPaidDay: string;
}

/**
 * The buyer's paid, unrefunded purchase of the product, if any: an order line of theirs, in a paid order, that was
 * not refunded (neither marked on the line nor by a succeeded refund of it), and not a gift its recipient has claimed
 * (it is theirs now). Only such a buyer may review it.
 */
export async function findPurchase(db: Db, buyerId: string, productId: string): Promise<Purchase | null> {
  const [found] = await rows<{ order_item_id: string; first_paid_day: string }>(
    db,
    sql`select oi.id as order_item_id,
          to_char(coalesce(o.paid_at, o.created_at) at time zone 'Europe/Paris', 'YYYY-MM-DD') as first_paid_day
        from order_items oi join orders o on o.id = oi.order_id
        where o.buyer_id = ${buyerId} and oi.product_id = ${productId}
          and o.status in ${paidStates} and oi.refunded_at is null
          and not exists (select 1 from refunds rf where rf.order_item_id = oi.id and rf.status = 'succeeded')
          and not exists (select 1 from gifts g where g.order_item_id = oi.id and g.claimed_by is not null)
        order by coalesce(o.paid_at, o.created_at), oi.id
        limit 1`,
  );
  return found ? { orderItemId: found.order_item_id, firstPaidDay: found.first_paid_day } : null;
}

/** The calendar day of an instant in France (`YYYY-MM-DD`), where the rule on the date of experience applies. */
export function parisDay(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Paris',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}
