import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { deploymentRequests } from '../../db/schema/index.ts';
import type { NotifyMail } from '../notifications/notification-email.ts';
import { selectRequests } from './deployment-access.ts';
import { openDeploymentStatuses } from './deployment-machine.ts';
import { notifyDeployment } from './deployment-notices.ts';
import { eraseSecrets } from './move-deployment-request.ts';

/** Why a request ends when its purchase is refunded otherwise than by the late refund. */
export const purchaseRefundedReason = 'Achat remboursé';

/**
 * The purchase lines `orderItemIds` were refunded (core/refunds/complete-refund.ts): their open deployment requests
 * end, `cancelled` with that reason, their secrets erased and the creator told, in the refund's transaction. A
 * request already past its deadline when it ends still counts as late in the creator's figures
 * (stats/deployment-stats.ts); one ended before does not. The late refund ends its request itself, before.
 */
export async function closeRefundedDeployments(
  deps: NotifyMail,
  tx: Db,
  orderItemIds: readonly string[],
  now: Date,
): Promise<void> {
  if (orderItemIds.length === 0) return;
  const open = await selectRequests(
    tx,
    and(
      inArray(deploymentRequests.orderItemId, [...orderItemIds]),
      inArray(deploymentRequests.status, [...openDeploymentStatuses]),
    ),
  );
  for (const request of open) {
    await tx
      .update(deploymentRequests)
      .set({ status: 'cancelled', endReason: purchaseRefundedReason, endedAt: now, updatedAt: now })
      .where(eq(deploymentRequests.id, request.id));
    await eraseSecrets(tx, request.id);
    await notifyDeployment(tx, deps, request, [{ to: 'creator', kind: 'deploymentClosedByRefund', type: 'info' }]);
  }
}
