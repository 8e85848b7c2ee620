import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import { orders, payments } from '../../db/schema/index.ts';
import type { CoreDeps } from '../deps.ts';
import { closeOrder } from '../payments/handle-payment-event.ts';
import { planMove } from './order-machine.ts';

type Deps = Pick<CoreDeps, 'db' | 'clock'>;

/** Orders expired per transaction: short transactions keep row locks brief while checkouts pay concurrently. */
const batchSize = 100;

/**
 * Expires the pending orders whose payment window has closed: each moves to `expired` (an order event), its
 * promotion use is given back and its payment marked canceled. Rows are taken `for update skip locked`, so two
 * upkeep runs share the work and an order a payment is being applied to right now is left for the next run (or
 * paid). A payment arriving after expiry is recorded as a late payment by handlePaymentEvent. Answers how many
 * orders expired.
 */
export async function expireOrders(deps: Deps): Promise<number> {
  let expired = 0;
  for (;;) {
    const done = await deps.db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.status, 'pending_payment'), lte(orders.expiresAt, deps.clock.now())))
        .orderBy(asc(orders.expiresAt))
        .limit(batchSize)
        .for('update', { skipLocked: true });
      for (const order of due) {
        planMove(order.status, 'expired');
        await closeOrder(tx, order, 'expired', 'system:upkeep');
      }
      if (due.length > 0) {
        await tx
          .update(payments)
          .set({ status: 'canceled' })
          .where(
            and(
              inArray(
                payments.orderId,
                due.map((o) => o.id),
              ),
              eq(payments.status, 'pending'),
            ),
          );
      }
      return due.length;
    });
    expired += done;
    if (done < batchSize) return expired;
  }
}
