import { requireAdmin, type Viewer } from '../accounts/viewer.ts';
import { recordAdminAction } from '../admin/record-admin-action.ts';
import type { CoreDeps } from '../deps.ts';
import { type RefundRequest, refundRequest } from './refund.schema.ts';
import { type StartedRefund, startRefund } from './start-refund.ts';

/**
 * An administrator refunds any paid order, in full or one item, with a reason; the 30-day window does not bind.
 * The refund is written to the audit log (`order.refund`) in the transaction that records it.
 */
export async function refundOrder(
  deps: CoreDeps,
  viewer: Viewer | null,
  input: RefundRequest,
  context: { ip?: string | null } = {},
): Promise<StartedRefund> {
  const admin = requireAdmin(viewer);
  const { orderId, orderItemId, reason } = refundRequest.parse(input);
  return startRefund(deps, {
    orderId,
    orderItemId,
    reason,
    requestedBy: admin.userId,
    buyerId: null,
    enforceWindow: false,
    onRecorded: (tx, recorded) =>
      recordAdminAction(tx, {
        actorId: admin.userId,
        action: 'order.refund',
        targetType: 'order',
        targetId: orderId,
        before: { status: recorded.fromStatus },
        after: { status: 'refund_requested' },
        reason,
        details: { refundId: recorded.refundId, orderItemId: orderItemId ?? null, amountCents: recorded.amountCents },
        ip: context.ip ?? null,
      }),
  });
}
