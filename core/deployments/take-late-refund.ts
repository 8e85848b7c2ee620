import { eq } from 'drizzle-orm';
import { deploymentRequests } from '../../db/schema/index.ts';
import type { Viewer } from '../accounts/viewer.ts';
import type { CoreDeps } from '../deps.ts';
import { startRefund } from '../refunds/start-refund.ts';
import { requestForActor } from './deployment-access.ts';
import { lateRefundOffered, lateRefundReason } from './deployment-clock-rules.ts';
import { deploymentErrors } from './deployment-errors.ts';
import { planDeploymentMove } from './deployment-machine.ts';
import { notifyDeployment } from './deployment-notices.ts';
import { eraseSecrets } from './move-deployment-request.ts';

/**
 * The buyer's one-click refund when the announced time is missed (decision 0046): offered while the request is open
 * and late. It refunds the line through `startRefund` without the 30-day window and whatever was downloaded; in the
 * refund's transaction the request, locked and checked again, becomes `refunded`, its secrets are erased, and the
 * creator and the administrators are told.
 */
export async function takeLateRefund(
  deps: Pick<CoreDeps, 'db' | 'queue' | 'clock' | 'log' | 'payments' | 'publicUrl' | 'secret'>,
  viewer: Viewer | null,
  requestId: string,
): Promise<{ refundId: string; status: 'processing' | 'succeeded' | 'failed' }> {
  const checkLate = async (db: typeof deps.db) => {
    const request = await requestForActor(db, viewer, requestId, 'buyer');
    planDeploymentMove(request.status, 'refund', 'buyer');
    if (!lateRefundOffered(request, deps.clock.now())) throw deploymentErrors.notLate();
    return request;
  };
  const request = await deps.db.transaction((tx) => checkLate(tx));
  return startRefund(deps, {
    orderId: request.orderId,
    orderItemId: request.orderItemId,
    reason: lateRefundReason,
    requestedBy: request.buyerId,
    buyerId: request.buyerId,
    enforceWindow: false,
    onRecorded: async (tx, recorded) => {
      const locked = await checkLate(tx);
      const now = deps.clock.now();
      await tx
        .update(deploymentRequests)
        .set({ status: 'refunded', endedAt: now, endReason: lateRefundReason, updatedAt: now })
        .where(eq(deploymentRequests.id, locked.id));
      await eraseSecrets(tx, locked.id);
      await notifyDeployment(tx, deps, locked, [
        { to: 'creator', kind: 'deploymentRefunded', type: 'warning' },
        { to: 'admins', kind: 'deploymentRefundedAdmin', type: 'warning', params: { refundId: recorded.refundId } },
      ]);
    },
  });
}
