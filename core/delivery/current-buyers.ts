import { type SQL, sql } from 'drizzle-orm';
import { liveSubscriptionCondition } from './download-rights.ts';

/**
 * `select user_id …`: who may download a product now — holders of an active licence from a paid line that was not
 * refunded, and live subscribers — of one product, or of any product of a seller. A buyer whose every purchase
 * was refunded is not one. Used by the release notices and by creators' posts to their buyers.
 */
export function currentBuyersQuery(scope: { productId: string } | { sellerId: string }, now: Date): SQL {
  const line = 'productId' in scope ? sql`oi.product_id = ${scope.productId}` : sql`oi.seller_id = ${scope.sellerId}`;
  const subscription =
    'productId' in scope
      ? sql`s.product_id = ${scope.productId}`
      : sql`s.product_id in (select id from products where seller_id = ${scope.sellerId})`;
  return sql`select l.owner_id as user_id from licences l
               join order_items oi on oi.id = l.order_item_id
               join orders o on o.id = oi.order_id
             where ${line} and l.status = 'active' and l.owner_id is not null
               and o.status in ('paid', 'partially_refunded') and oi.refunded_at is null
               and not exists (select 1 from refunds rf
                               where rf.order_id = o.id and rf.order_item_id = oi.id and rf.status = 'succeeded')
             union
             select s.user_id from subscriptions s where ${subscription} and ${liveSubscriptionCondition(now)}`;
}
