import { requireAdmin, type Viewer } from '../accounts/viewer.ts';
import type { CoreDeps } from '../deps.ts';
import { type RefundRequest, refundRequest } from './refund.schema.ts';
import { type StartedRefund, startRefund } from './start-refund.ts';

/** An administrator refunds any paid order, in full or one item, with a reason; the 30-day window does not bind. */
export async function refundOrder(deps: CoreDeps, viewer: Viewer | null, input: RefundRequest): Promise<StartedRefund> {
  const admin = requireAdmin(viewer);
  const { orderId, orderItemId, reason } = refundRequest.parse(input);
  return startRefund(deps, {
    orderId,
    orderItemId,
    reason,
    requestedBy: admin.userId,
    buyerId: null,
    enforceWindow: false,
  });
}
