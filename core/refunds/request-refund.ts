import { requireVerifiedEmail, type Viewer } from '../accounts/viewer.ts';
import type { CoreDeps } from '../deps.ts';
import { type RefundRequest, refundRequest } from './refund.schema.ts';
import { type StartedRefund, startRefund } from './start-refund.ts';

/** A buyer asks for their money back, within 30 days of paying, for their own order (or one item of it). */
export async function requestRefund(
  deps: CoreDeps,
  viewer: Viewer | null,
  input: RefundRequest,
): Promise<StartedRefund> {
  const buyer = requireVerifiedEmail(viewer);
  const { orderId, orderItemId, reason } = refundRequest.parse(input);
  return startRefund(deps, {
    orderId,
    orderItemId,
    reason,
    requestedBy: buyer.userId,
    buyerId: buyer.userId,
    enforceWindow: true,
  });
}
