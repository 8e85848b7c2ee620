import type { Db } from '../../db/client.ts';
import type { Viewer } from '../accounts/viewer.ts';
import { type ConversationThread, getConversation } from '../messaging/get-conversation.ts';
import type { Clock } from '../ports/clock.ts';
import { type DeploymentRole, findRequestFor } from './deployment-access.ts';
import type { DeploymentAction } from './deployment-machine.ts';
import { actionsFor, type DeploymentSummary, deploymentSummary } from './deployment-view.ts';
import { listSecretNames } from './reveal-deployment-secret.ts';

export interface DeploymentDetail extends DeploymentSummary {
  role: DeploymentRole;
  notes: string;
  deliveryNote: string | null;
  endReason: string | null;
  lateFlaggedAt: string | null;
  /** The secrets' names only: a value is revealed one at a time to the creator (reveal-deployment-secret.ts). */
  secretNames: string[];
  /** Whether the viewer may reveal values now (the creator, accepted and not ended). */
  canReveal: boolean;
  actions: DeploymentAction[];
  /** The request's thread, for its two participants (an administrator does not read private messages). */
  thread: ConversationThread | null;
  conversationId: string | null;
}

/** A request for its buyer, its creator, or an administrator (read only); anyone else: 404. */
export async function getDeploymentRequest(
  deps: { db: Db; clock: Clock },
  viewer: Viewer | null,
  id: string,
): Promise<DeploymentDetail> {
  const { request, role } = await findRequestFor(deps.db, viewer, id);
  const now = deps.clock.now();
  const thread =
    request.conversationId && role !== 'admin' ? await getConversation(deps, viewer, request.conversationId) : null;
  return {
    ...deploymentSummary(request, now),
    role,
    notes: request.notes,
    deliveryNote: request.deliveryNote,
    endReason: request.endReason,
    lateFlaggedAt: request.lateFlaggedAt?.toISOString() ?? null,
    secretNames: await listSecretNames(deps.db, request.id),
    canReveal: role === 'creator' && ['accepted', 'in_progress', 'delivered'].includes(request.status),
    actions: actionsFor(role, request, now),
    thread,
    conversationId: request.conversationId,
  };
}
