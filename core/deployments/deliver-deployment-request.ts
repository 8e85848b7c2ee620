import type { Viewer } from '../accounts/viewer.ts';
import { isLate } from './deployment-clock-rules.ts';
import type { DeploymentNotice } from './deployment-notices.ts';
import { deliverDeploymentInput } from './deployments.schema.ts';
import { type MoveDeps, moveDeploymentRequest } from './move-deployment-request.ts';

/**
 * The creator delivers, saying what (where it runs, how to reach it); the buyer is asked to confirm. A delivery past
 * the deadline that the clock had not flagged yet (it runs every 15 minutes) is flagged to the administrators now:
 * every missed deadline reaches them.
 */
export async function deliverDeploymentRequest(deps: MoveDeps, viewer: Viewer | null, id: string, input: unknown) {
  const { note } = deliverDeploymentInput.parse(input);
  return moveDeploymentRequest(deps, viewer, id, 'deliver', 'creator', (request, now) => {
    const lateUnflagged = isLate(request, now) && request.lateFlaggedAt === null;
    const notices: DeploymentNotice[] = [{ to: 'buyer', kind: 'deploymentDelivered', type: 'success' }];
    if (lateUnflagged) notices.push({ to: 'admins', kind: 'deploymentLateAdmin', type: 'warning' });
    return {
      patch: { deliveredAt: now, deliveryNote: note, ...(lateUnflagged ? { lateFlaggedAt: now } : {}) },
      notices,
    };
  });
}
