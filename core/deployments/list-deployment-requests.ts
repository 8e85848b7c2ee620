import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { deploymentRequests, sellerProfiles } from '../../db/schema/index.ts';
import { requireViewer, type Viewer } from '../accounts/viewer.ts';
import type { Clock } from '../ports/clock.ts';
import { selectRequests } from './deployment-access.ts';
import { type DeploymentSummary, deploymentSummary } from './deployment-view.ts';

/** Requests shown per list, newest first. */
export const deploymentListLimit = 100;

/**
 * The viewer's deployment requests: those they opened as a buyer (`deployment_requests_buyer_idx`) and, when they
 * sell, those addressed to them (`deployment_requests_seller_idx`); `isCreator` says whether they have a seller
 * profile (then the page shows both tabs).
 */
export async function listDeploymentRequests(
  deps: { db: Db; clock: Clock },
  viewer: Viewer | null,
): Promise<{ asBuyer: DeploymentSummary[]; asCreator: DeploymentSummary[]; isCreator: boolean }> {
  const me = requireViewer(viewer).userId;
  const now = deps.clock.now();
  const [seller] = await deps.db
    .select({ id: sellerProfiles.id })
    .from(sellerProfiles)
    .where(eq(sellerProfiles.userId, me));
  const asBuyer = await selectRequests(deps.db, eq(deploymentRequests.buyerId, me))
    .orderBy(desc(deploymentRequests.requestedAt))
    .limit(deploymentListLimit);
  const asCreator = seller
    ? await selectRequests(deps.db, eq(deploymentRequests.sellerId, seller.id))
        .orderBy(desc(deploymentRequests.requestedAt))
        .limit(deploymentListLimit)
    : [];
  return {
    asBuyer: asBuyer.map((row) => deploymentSummary(row, now)),
    asCreator: asCreator.map((row) => deploymentSummary(row, now)),
    isCreator: !!seller,
  };
}

/** The latest request of each of these purchase lines of the buyer (for the purchases page; one query). */
export async function latestRequestsOfLines(
  db: Db,
  buyerId: string,
  orderItemIds: string[],
): Promise<Map<string, { id: string; status: DeploymentSummary['status'] }>> {
  if (orderItemIds.length === 0) return new Map();
  const found = await db
    .selectDistinctOn([deploymentRequests.orderItemId], {
      orderItemId: deploymentRequests.orderItemId,
      id: deploymentRequests.id,
      status: deploymentRequests.status,
    })
    .from(deploymentRequests)
    .where(eq(deploymentRequests.buyerId, buyerId))
    .orderBy(deploymentRequests.orderItemId, desc(deploymentRequests.requestedAt));
  const wanted = new Set(orderItemIds);
  return new Map(found.filter((r) => wanted.has(r.orderItemId)).map((r) => [r.orderItemId, r]));
}
