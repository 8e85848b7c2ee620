import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { deploymentRequests, deploymentSecrets } from '../../db/schema/index.ts';
import type { Viewer } from '../accounts/viewer.ts';
import type { Clock } from '../ports/clock.ts';
import type { Queue } from '../ports/queue.ts';
import { type RequestRow, requestForActor } from './deployment-access.ts';
import {
  type DeploymentAction,
  type DeploymentStatus,
  isOpenDeployment,
  planDeploymentMove,
} from './deployment-machine.ts';
import { type DeploymentNotice, notifyDeployment } from './deployment-notices.ts';

export interface MoveDeps {
  db: Db;
  clock: Clock;
  queue: Queue;
  publicUrl: string;
}

type RequestPatch = Partial<typeof deploymentRequests.$inferInsert>;

/**
 * Ends a request's secrets: deleted, in the transaction that ends it (decision 0046). Called on every move to an
 * ended state.
 */
export async function eraseSecrets(tx: Db, requestId: string): Promise<void> {
  await tx.delete(deploymentSecrets).where(eq(deploymentSecrets.requestId, requestId));
}

/**
 * Writes a move of the state machine and its notices in one transaction, with the request locked: only `actor`'s
 * side may make it (anyone else is told the request does not exist, an administrator that it is read only), only
 * from the states the machine allows. A move to an ended state erases the secrets.
 */
export async function moveDeploymentRequest(
  deps: MoveDeps,
  viewer: Viewer | null,
  id: string,
  action: DeploymentAction,
  actor: 'buyer' | 'creator',
  build: (request: RequestRow, now: Date) => { patch?: RequestPatch; notices: DeploymentNotice[] },
): Promise<{ id: string; status: DeploymentStatus }> {
  return deps.db.transaction(async (tx) => {
    const request = await requestForActor(tx, viewer, id, actor);
    const status = planDeploymentMove(request.status, action, actor);
    const now = deps.clock.now();
    const { patch, notices } = build(request, now);
    await tx
      .update(deploymentRequests)
      .set({ ...patch, status, updatedAt: now, ...(isOpenDeployment(status) ? {} : { endedAt: now }) })
      .where(eq(deploymentRequests.id, request.id));
    if (!isOpenDeployment(status)) await eraseSecrets(tx, request.id);
    await notifyDeployment(tx, deps, request, notices);
    return { id: request.id, status };
  });
}
