import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { deploymentRequests } from '../../db/schema/index.ts';
import { requireViewer, type Viewer } from '../accounts/viewer.ts';
import { type DeploymentLine, findDeploymentLine } from './deployment-line.ts';
import { openDeploymentStatuses } from './deployment-machine.ts';

/**
 * What the « open a request » form needs for one of the viewer's purchase lines: the hosting options, the keys the
 * manifest names, the announced time, whether the line is eligible, and the request in progress if there is one.
 * Another buyer's line, or no line: 404.
 */
export async function getDeploymentForm(
  deps: { db: Db; clock: { now(): Date } },
  viewer: Viewer | null,
  id: string,
): Promise<{ line: Omit<DeploymentLine, 'sellerUserId'>; openRequestId: string | null }> {
  const me = requireViewer(viewer).userId;
  const line = await findDeploymentLine(deps, me, id);
  const [open] = await deps.db
    .select({ id: deploymentRequests.id })
    .from(deploymentRequests)
    .where(
      and(
        eq(deploymentRequests.orderItemId, line.orderItemId),
        inArray(deploymentRequests.status, [...openDeploymentStatuses]),
      ),
    );
  const { sellerUserId: _hidden, ...shown } = line;
  return { line: shown, openRequestId: open?.id ?? null };
}
