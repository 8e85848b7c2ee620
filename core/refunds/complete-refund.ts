import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  ledgerEntries,
  licences,
  orderItems,
  orders,
  payments,
  products,
  refunds,
  subscriptions,
} from '../../db/schema/index.ts';
import { formatPrice } from '../../i18n/format.ts';
import { closeRefundedDeployments } from '../deployments/close-refunded-deployments.ts';
import { lateRefundReason } from '../deployments/deployment-clock-rules.ts';
import type { CoreDeps } from '../deps.ts';
import { issueInvoice } from '../invoices/issue-invoice.ts';
import { notifyUsers } from '../notifications/notify-users.ts';
import { fulfilledItems } from '../orders/fulfilled-items.ts';
import { itemLedger } from '../orders/item-ledger.ts';
import { moveOrder } from '../orders/move-order.ts';
import { planMove } from '../orders/order-machine.ts';
import { partnerCommissionReversal } from '../partners/reverse-partner-commission.ts';
import type { PaymentEvent } from '../ports/payment-provider.ts';
import { enqueueRefundEmails } from './refund-emails.ts';

type Deps = Pick<CoreDeps, 'queue' | 'clock' | 'log' | 'publicUrl'>;
type RefundEvent<K extends 'refund_succeeded' | 'refund_failed'> = Extract<PaymentEvent, { kind: K }> & {
  provider: string;
};
interface Result {
  outcome: string;
  orderId: string | null;
}

/** The refund an event speaks of (by our id when echoed, else the provider's), its order locked first. */
async function lockRefund(tx: Db, event: { provider: string; refundId?: string; refundRef: string }) {
  const [found] = await tx
    .select({ id: refunds.id, orderId: refunds.orderId })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(
      and(
        eq(payments.provider, event.provider),
        event.refundId
          ? or(eq(refunds.id, event.refundId), eq(refunds.providerRef, event.refundRef))
          : eq(refunds.providerRef, event.refundRef),
      ),
    )
    .limit(1);
  if (!found) return null;
  const [order] = await tx.select().from(orders).where(eq(orders.id, found.orderId)).for('update');
  const [refund] = await tx.select().from(refunds).where(eq(refunds.id, found.id)).for('update');
  return order && refund ? { order, refund } : null;
}

/**
 * A refund the provider confirmed, applied once inside the event's transaction: the items lose their licences,
 * subscriptions and open deployment requests (with their secrets), the ledger is reversed, a credit note is numbered, the order becomes refunded or partially
 * refunded, and both sides are told.
 */
export async function completeRefund(deps: Deps, tx: Db, event: RefundEvent<'refund_succeeded'>): Promise<Result> {
  const locked = await lockRefund(tx, event);
  if (!locked) return { outcome: 'unknown_refund', orderId: null };
  const { order, refund } = locked;
  const result = (outcome: string) => ({ outcome, orderId: order.id });
  if (refund.status === 'succeeded') return result('already_refunded');
  const now = deps.clock.now();

  const items = await fulfilledItems(
    tx,
    and(
      eq(orderItems.orderId, order.id),
      isNull(orderItems.refundedAt),
      refund.orderItemId ? eq(orderItems.id, refund.orderItemId) : undefined,
    ),
  );
  const itemIds = items.map((item) => item.id);
  const commission = await partnerCommissionReversal(tx, { id: refund.id, orderNumber: order.number }, items);
  if (itemIds.length > 0) {
    await tx.update(orderItems).set({ refundedAt: now }).where(inArray(orderItems.id, itemIds));
    await tx
      .update(licences)
      .set({ status: 'revoked', revokedAt: now })
      .where(and(inArray(licences.orderItemId, itemIds), eq(licences.status, 'active')));
    await tx
      .update(subscriptions)
      .set({ status: 'canceled', canceledAt: now })
      .where(inArray(subscriptions.orderItemId, itemIds));
    await closeRefundedDeployments(deps, tx, itemIds, now);
    await tx
      .insert(ledgerEntries)
      .values([...itemLedger(items, { commissionOf: commission.of, refundId: refund.id }), ...commission.ledger]);
    await tx
      .update(products)
      .set({ salesCount: sql`greatest(${products.salesCount} - 1, 0)` })
      .where(
        inArray(
          products.id,
          items.map((item) => item.productId),
        ),
      );
  }

  const [{ left }] = (await tx
    .select({ left: sql<number>`count(*)::int` })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, order.id), isNull(orderItems.refundedAt)))) as [{ left: number }];
  const to = left === 0 ? 'refunded' : 'partially_refunded';
  planMove(order.status, to);
  await moveOrder(tx, order, to, {
    actor: `provider:${event.provider}`,
    data: { refundId: refund.id, amountCents: refund.amountCents },
  });
  await tx
    .update(payments)
    .set({ status: to === 'refunded' ? 'refunded' : 'partially_refunded' })
    .where(eq(payments.id, refund.paymentId!));
  await tx
    .update(refunds)
    .set({ status: 'succeeded', providerRef: event.refundRef, processedAt: now })
    .where(eq(refunds.id, refund.id));

  const totalCents = items.reduce((sum, item) => sum + item.totalCents, 0);
  const creditNote = await issueInvoice(deps, tx, {
    orderId: order.id,
    kind: 'credit_note',
    refundId: refund.id,
    totalCents,
    taxCents: items.reduce((sum, item) => sum + item.taxCents, 0),
    issuedAt: now,
  });

  await notifyUsers(tx, [
    {
      userId: order.buyerId,
      kind: 'refundSucceeded',
      params: (locale) => ({
        amount: formatPrice(totalCents, locale),
        number: order.number,
        reference: creditNote.reference,
      }),
      type: 'info',
      redirectUrl: '/dashboard/invoices',
    },
    ...items.map((item) => ({
      userId: item.sellerUserId,
      kind: 'refundNotice' as const,
      params: (locale: Parameters<typeof formatPrice>[1]) => ({
        title: item.title,
        number: order.number,
        amount: formatPrice(item.sellerShareCents, locale),
      }),
      type: 'warning' as const,
      redirectUrl: '/dashboard/sales',
    })),
    ...commission.notices,
  ]);
  await enqueueRefundEmails(deps, tx, {
    order,
    items,
    totalCents,
    creditNote: creditNote.reference,
    reason: refund.reason,
    cause:
      refund.reason === lateRefundReason
        ? 'lateDeployment'
        : refund.requestedBy && refund.requestedBy !== order.buyerId
          ? 'operator'
          : 'guarantee',
  });
  return result(to);
}

/** The provider refused the refund: the order goes back to what it was, and the buyer is told. */
export async function failRefund(deps: Deps, tx: Db, event: RefundEvent<'refund_failed'>): Promise<Result> {
  const locked = await lockRefund(tx, event);
  if (!locked) return { outcome: 'unknown_refund', orderId: null };
  const { order, refund } = locked;
  if (refund.status === 'failed' || refund.status === 'succeeded') {
    return { outcome: `already_${refund.status}`, orderId: order.id };
  }
  await tx
    .update(refunds)
    .set({ status: 'failed', providerRef: event.refundRef, processedAt: deps.clock.now() })
    .where(eq(refunds.id, refund.id));
  if (order.status === 'refund_requested') {
    const [{ refunded }] = (await tx
      .select({ refunded: sql<number>`count(${orderItems.refundedAt})::int` })
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id))) as [{ refunded: number }];
    const back = refunded > 0 ? 'partially_refunded' : 'paid';
    await moveOrder(tx, order, back, {
      actor: `provider:${event.provider}`,
      reason: event.reason,
      data: { refundId: refund.id },
    });
  }
  deps.log.error({ refundId: refund.id, reason: event.reason }, 'refund refused by the provider');
  await notifyUsers(tx, [
    {
      userId: order.buyerId,
      kind: 'refundFailed',
      params: () => ({ number: order.number }),
      type: 'error',
      redirectUrl: '/dashboard/purchases',
    },
  ]);
  return { outcome: 'refund_failed', orderId: order.id };
}
