import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { gifts, orderItems, orders, payments, refunds } from '../../db/schema/index.ts';
import type { CoreDeps } from '../deps.ts';
import { moveOrder } from '../orders/move-order.ts';
import { planMove } from '../orders/order-machine.ts';
import { handlePaymentEvent } from '../payments/handle-payment-event.ts';
import type { PaymentProviderName } from '../ports/payment-provider.ts';
import { AppError } from '../shared/app-error.ts';
import { refundWindowDays } from './refund.schema.ts';

export interface StartRefundInput {
  orderId: string;
  orderItemId?: string;
  reason: string;
  requestedBy: string;
  /** Only the buyer's own orders (null: an administrator, any order). */
  buyerId: string | null;
  /** The 30-day guarantee binds buyers; an administrator may refund later. */
  enforceWindow: boolean;
  /** Runs in the refund's transaction once it is recorded (an administrator's refund is audited there). */
  onRecorded?: (tx: Db, recorded: { refundId: string; amountCents: number; fromStatus: string }) => Promise<void>;
}

export interface StartedRefund {
  refundId: string;
  status: 'processing' | 'succeeded' | 'failed';
}

const errors = {
  notFound: () => new AppError('order_not_found', 404, 'Commande introuvable'),
  notRefundable: () => new AppError('order_not_refundable', 409, 'Cette commande ne peut pas être remboursée'),
  pending: () => new AppError('refund_pending', 409, 'Un remboursement est déjà en cours pour cette commande'),
  already: () => new AppError('already_refunded', 409, 'Cet achat a déjà été remboursé'),
  giftClaimed: () =>
    new AppError('gift_claimed', 409, 'Ce cadeau a été reçu par son destinataire : il ne peut plus être remboursé'),
  window: () =>
    new AppError(
      'refund_window_closed',
      422,
      `Le délai de remboursement de ${refundWindowDays} jours après le paiement est dépassé`,
    ),
};

/**
 * Records a refund and moves the order to `refund_requested` (one refund in flight per order), then asks the
 * provider; its answer — now, or later through a webhook — completes or fails the refund through the one event
 * path (handlePaymentEvent), so a refund is applied once whichever arrives first.
 */
export async function startRefund(
  deps: Pick<CoreDeps, 'db' | 'queue' | 'clock' | 'log' | 'payments' | 'publicUrl' | 'secret'>,
  input: StartRefundInput,
): Promise<StartedRefund> {
  const started = await deps.db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(
        input.buyerId
          ? and(eq(orders.id, input.orderId), eq(orders.buyerId, input.buyerId))
          : eq(orders.id, input.orderId),
      )
      .for('update');
    if (!order) throw errors.notFound();
    if (order.status === 'refund_requested') throw errors.pending();
    if (order.status === 'refunded') throw errors.already();
    if (order.status !== 'paid' && order.status !== 'partially_refunded') throw errors.notRefundable();
    const windowEnd = (order.paidAt?.getTime() ?? 0) + refundWindowDays * 86_400_000;
    if (input.enforceWindow && deps.clock.now().getTime() > windowEnd) throw errors.window();

    const open = await tx
      .select({ id: orderItems.id, totalCents: orderItems.totalCents, giftClaimedAt: gifts.claimedAt })
      .from(orderItems)
      .leftJoin(gifts, eq(gifts.orderItemId, orderItems.id))
      .where(
        and(
          eq(orderItems.orderId, order.id),
          isNull(orderItems.refundedAt),
          input.orderItemId ? eq(orderItems.id, input.orderItemId) : undefined,
        ),
      );
    if (open.length === 0) throw input.orderItemId ? errors.already() : errors.notRefundable();
    // A gift its recipient has claimed is theirs: its giver can no longer take the money back (an administrator can).
    if (input.buyerId && open.some((item) => item.giftClaimedAt !== null)) throw errors.giftClaimed();
    const [payment] = await tx
      .select({ id: payments.id, provider: payments.provider, providerRef: payments.providerRef })
      .from(payments)
      .where(and(eq(payments.orderId, order.id), inArray(payments.status, ['succeeded', 'partially_refunded'])))
      .limit(1);
    if (!payment) throw errors.notRefundable();

    planMove(order.status, 'refund_requested');
    const amountCents = open.reduce((sum, item) => sum + item.totalCents, 0);
    const [refund] = await tx
      .insert(refunds)
      .values({
        orderId: order.id,
        paymentId: payment.id,
        orderItemId: input.orderItemId ?? null,
        amountCents,
        reason: input.reason,
        status: 'processing',
        requestedBy: input.requestedBy,
      })
      .returning({ id: refunds.id });
    await moveOrder(tx, order, 'refund_requested', {
      actor: input.buyerId ? `buyer:${input.requestedBy}` : `admin:${input.requestedBy}`,
      reason: input.reason,
      data: { refundId: refund!.id, amountCents },
    });
    await input.onRecorded?.(tx, { refundId: refund!.id, amountCents, fromStatus: order.status });
    return { refundId: refund!.id, amountCents, payment };
  });

  const { refundId, amountCents, payment } = started;
  const providerName = payment.provider as PaymentProviderName;
  const provider = deps.payments[providerName];
  if (!provider) {
    deps.log.error({ refundId, provider: providerName }, 'refund waits: its provider is not configured');
    return { refundId, status: 'processing' };
  }
  let answer: Awaited<ReturnType<typeof provider.refund>>;
  try {
    answer = await provider.refund({
      providerRef: payment.providerRef,
      amountCents,
      currency: 'EUR',
      reason: input.reason,
      refundId,
    });
  } catch (error) {
    // The provider did not answer: the refund stays in progress and the provider's webhook (or a retry) settles it.
    deps.log.error({ err: error, refundId }, 'refund request to the provider failed');
    return { refundId, status: 'processing' };
  }
  await deps.db.update(refunds).set({ providerRef: answer.refundRef }).where(eq(refunds.id, refundId));
  if (answer.status === 'pending') return { refundId, status: 'processing' };
  const common = {
    eventId: `refund:${refundId}`,
    refundRef: answer.refundRef,
    providerRef: payment.providerRef,
    refundId,
  };
  await handlePaymentEvent(
    deps,
    providerName,
    answer.status === 'succeeded'
      ? { kind: 'refund_succeeded', ...common, amountCents }
      : { kind: 'refund_failed', ...common, reason: 'provider_refused' },
  );
  return { refundId, status: answer.status };
}
