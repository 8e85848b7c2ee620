import type { Viewer } from '../accounts/viewer.ts';
import { declineDeploymentInput } from './deployments.schema.ts';
import { type MoveDeps, moveDeploymentRequest } from './move-deployment-request.ts';

/** The creator declines before accepting, with a reason the buyer reads; the secrets are erased. */
export async function declineDeploymentRequest(deps: MoveDeps, viewer: Viewer | null, id: string, input: unknown) {
  const { reason } = declineDeploymentInput.parse(input);
  return moveDeploymentRequest(deps, viewer, id, 'decline', 'creator', () => ({
    patch: { endReason: reason },
    notices: [{ to: 'buyer', kind: 'deploymentDeclined', type: 'warning', params: { reason } }],
  }));
}
