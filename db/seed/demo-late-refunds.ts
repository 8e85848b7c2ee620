import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { lateRefundReason } from '../../core/deployments/deployment-clock-rules.ts';
import type { Db } from '../client.ts';
import { insertMany } from '../factories/index.ts';
import { rows } from '../rows.ts';
import { ledgerEntries, orderEvents, refunds } from '../schema/index.ts';

/** A request the demo shows refunded: its line, its buyer and when the refund was taken. */
interface RefundedRequest {
  orderItemId: string;
  buyerId: string;
  endedAt: Date | null;
}

/**
 * The late refunds behind the demo's `refunded` deployment requests, as core/refunds/complete-refund.ts leaves a
 * succeeded refund of one line: the refund of the line's amount, the line refunded, its licences revoked, every entry
 * its sale booked reversed, the payment and the order (partially) refunded with the move in the order's history, and
 * the product's sales count one less. The seed's orders have no invoices, so no credit note either.
 */
export async function insertLateRefunds(db: Db, requests: readonly RefundedRequest[]): Promise<void> {
  for (const request of requests) {
    const at = request.endedAt ?? new Date();
    const [line] = await rows<{ order_id: string; product_id: string; total_cents: number; payment_id: string }>(
      db,
      sql`select oi.order_id, oi.product_id, oi.total_cents, p.id as payment_id
          from order_items oi join payments p on p.order_id = oi.order_id
          where oi.id = ${request.orderItemId} and oi.refunded_at is null limit 1`,
    );
    if (!line) continue;
    const refundId = randomUUID();
    await insertMany(db, refunds, [
      {
        id: refundId,
        orderId: line.order_id,
        paymentId: line.payment_id,
        orderItemId: request.orderItemId,
        amountCents: line.total_cents,
        reason: lateRefundReason,
        status: 'succeeded',
        providerRef: `sandbox_refund_${refundId}`,
        requestedBy: request.buyerId,
        createdAt: at,
        processedAt: at,
      },
    ]);
    const stamp = sql`${at.toISOString()}::timestamptz`;
    await db.execute(sql`update order_items set refunded_at = ${stamp} where id = ${request.orderItemId}`);
    await db.execute(sql`update licences set status = 'revoked', revoked_at = ${stamp}
      where order_item_id = ${request.orderItemId} and status = 'active'`);
    const booked = await rows<{ account: string; amount_cents: number }>(
      db,
      sql`select account, amount_cents from ledger_entries where order_item_id = ${request.orderItemId}`,
    );
    await insertMany(
      db,
      ledgerEntries,
      booked.map((entry) => ({
        account: entry.account,
        amountCents: -entry.amount_cents,
        kind: 'refund' as const,
        orderItemId: request.orderItemId,
        refundId,
        createdAt: at,
      })),
    );
    const [order] = await rows<{ status: 'paid' | 'partially_refunded'; left: number }>(
      db,
      sql`select o.status, (select count(*)::int from order_items oi
            where oi.order_id = o.id and oi.refunded_at is null) as left
          from orders o where o.id = ${line.order_id}`,
    );
    const to = order?.left === 0 ? 'refunded' : 'partially_refunded';
    await db.execute(sql`update orders set status = ${to} where id = ${line.order_id}`);
    await db.execute(sql`update payments set status = ${to} where id = ${line.payment_id}`);
    await insertMany(db, orderEvents, [
      {
        orderId: line.order_id,
        fromStatus: order?.status ?? 'paid',
        toStatus: to,
        actor: 'provider:sandbox',
        data: { refundId, amountCents: line.total_cents },
        createdAt: at,
      },
    ]);
    await db.execute(sql`update products set sales_count = greatest(sales_count - 1, 0) where id = ${line.product_id}`);
  }
}
