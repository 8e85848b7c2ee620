import { sql } from 'drizzle-orm';
import { rows } from '../../db/rows.ts';
import type { Viewer } from '../accounts/viewer.ts';
import { activeLicenceCondition, liveSubscriptionCondition } from '../delivery/download-rights.ts';
import type { CoreDeps } from '../deps.ts';

/**
 * A product the viewer already has, and where it is in their account: an order of theirs (`orderId`), a gift they
 * received (`orderItemId`), or a subscription still giving access.
 */
export type OwnedProduct =
  | { productId: string; via: 'order'; orderId: string }
  | { productId: string; via: 'gift'; orderItemId: string }
  | { productId: string; via: 'subscription'; subscriptionId: string };

/**
 * Which of `productIds` the viewer owns: exactly what gives them its files (core/delivery/download-rights.ts), i.e. a
 * licence they hold in a paid order, not refunded, or a live subscription. A gift they offered is the recipient's,
 * not theirs; a requested refund suspends it. One query (licences_owner_idx, subscriptions_user_idx).
 */
export async function ownedProducts(
  deps: Pick<CoreDeps, 'db' | 'clock'>,
  viewer: Viewer | null,
  productIds: readonly string[],
): Promise<OwnedProduct[]> {
  if (!viewer || productIds.length === 0) return [];
  const ids = sql.join(
    productIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const found = await rows<{ product_id: string; via: OwnedProduct['via']; ref: string }>(
    deps.db,
    sql`select distinct on (product_id) product_id, via, ref from (
          select oi.product_id, case when o.buyer_id = ${viewer.userId} then 'order' else 'gift' end as via,
            case when o.buyer_id = ${viewer.userId} then o.id else oi.id end as ref, o.paid_at as since
          from licences l join order_items oi on oi.id = l.order_item_id join orders o on o.id = oi.order_id
          where ${activeLicenceCondition(viewer.userId)} and oi.product_id in (${ids})
          union all
          select s.product_id, 'subscription', s.id, s.created_at
          from subscriptions s
          where s.user_id = ${viewer.userId} and s.product_id in (${ids}) and ${liveSubscriptionCondition(deps.clock.now())}
        ) owned
        order by product_id, since desc nulls last`,
  );
  return found.map(({ product_id: productId, via, ref }) =>
    via === 'order'
      ? { productId, via, orderId: ref }
      : via === 'gift'
        ? { productId, via, orderItemId: ref }
        : { productId, via, subscriptionId: ref },
  );
}
