import { eq } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { orderEvents, orders } from '../../db/schema/index.ts';
import type { OrderStatus } from './order-machine.ts';

type OrderEvent = Pick<typeof orderEvents.$inferInsert, 'actor' | 'reason' | 'data'>;

/** Puts an order in status `to` (with `columns`, if any) and writes the move to its history, in `tx`. */
export async function moveOrder(
  tx: Db,
  order: { id: string; status: OrderStatus },
  to: OrderStatus,
  event: OrderEvent,
  columns: PgUpdateSetSource<typeof orders> = {},
): Promise<void> {
  await tx
    .update(orders)
    .set({ ...columns, status: to })
    .where(eq(orders.id, order.id));
  await tx.insert(orderEvents).values({ orderId: order.id, fromStatus: order.status, toStatus: to, ...event });
}
