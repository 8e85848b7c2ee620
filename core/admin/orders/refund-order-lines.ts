import { and, eq } from 'drizzle-orm';
import { orderItems, orders } from '../../../db/schema/index.ts';
import { requireAdmin, type Viewer } from '../../accounts/viewer.ts';
import type { CoreDeps } from '../../deps.ts';
import { refundOrder } from '../../refunds/refund-order.ts';
import type { StartedRefund } from '../../refunds/start-refund.ts';
import { AppError, isAppError } from '../../shared/app-error.ts';
import { adminOrderNotFound } from './get-admin-order.ts';

export interface RefundLinesInput {
  orderId: string;
  /** `all`: every line not refunded yet, in one refund; `lines`: the lines in `items`, one refund each. */
  scope: 'all' | 'lines';
  items: string[];
  reason: string;
}

export interface RefundLinesResult {
  refunds: (StartedRefund & { amountCents: number; orderItemId: string | null })[];
  /** When only some lines were refunded: why the next one was not (an AppError code). */
  stoppedBy: { code: string; message: string } | null;
}

/**
 * The console's refund form (/admin/orders/:orderId): the whole order, or the lines ticked, each through the
 * administrators' refund use case (refundOrder: audited, one refund in flight per order). A line of another order
 * is refused; when every open line is ticked the order is refunded in one go. When a later line cannot be refunded
 * (the provider has not confirmed the previous one yet), the refunds made are answered with the reason.
 */
export async function refundOrderLines(
  deps: CoreDeps,
  viewer: Viewer | null,
  input: RefundLinesInput,
  context: { ip?: string | null } = {},
): Promise<RefundLinesResult> {
  requireAdmin(viewer);
  const [order] = await deps.db.select({ id: orders.id }).from(orders).where(eq(orders.id, input.orderId));
  if (!order) throw adminOrderNotFound();
  const lines = await deps.db
    .select({ id: orderItems.id, totalCents: orderItems.totalCents, refundedAt: orderItems.refundedAt })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, input.orderId)));
  const open = lines.filter((line) => line.refundedAt === null);
  const amountOf = (ids: string[]) =>
    lines.filter((line) => ids.includes(line.id)).reduce((sum, line) => sum + line.totalCents, 0);

  const chosen = [...new Set(input.items)];
  if (input.scope === 'lines') {
    if (chosen.length === 0) throw new AppError('lines_required', 400, 'Cochez au moins une ligne à rembourser');
    if (chosen.some((id) => !lines.some((line) => line.id === id))) {
      throw new AppError('order_item_invalid', 400, 'Cette ligne n’appartient pas à la commande');
    }
  }
  const whole = input.scope === 'all' || (open.length > 0 && open.every((line) => chosen.includes(line.id)));
  if (whole) {
    const started = await refundOrder(deps, viewer, { orderId: input.orderId, reason: input.reason }, context);
    return {
      refunds: [{ ...started, amountCents: amountOf(open.map((line) => line.id)), orderItemId: null }],
      stoppedBy: null,
    };
  }
  const refunds: RefundLinesResult['refunds'] = [];
  for (const orderItemId of chosen) {
    try {
      const started = await refundOrder(
        deps,
        viewer,
        { orderId: input.orderId, orderItemId, reason: input.reason },
        context,
      );
      refunds.push({ ...started, amountCents: amountOf([orderItemId]), orderItemId });
    } catch (error) {
      if (refunds.length === 0 || !isAppError(error)) throw error;
      return { refunds, stoppedBy: { code: error.code, message: error.message } };
    }
  }
  return { refunds, stoppedBy: null };
}
