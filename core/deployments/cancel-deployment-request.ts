import type { Viewer } from '../accounts/viewer.ts';
import { cancelDeploymentInput } from './deployments.schema.ts';
import { type MoveDeps, moveDeploymentRequest } from './move-deployment-request.ts';

/** The buyer withdraws the request before the creator accepted it; the secrets are erased. */
export async function cancelDeploymentRequest(deps: MoveDeps, viewer: Viewer | null, id: string, input: unknown = {}) {
  const { reason } = cancelDeploymentInput.parse(input);
  return moveDeploymentRequest(deps, viewer, id, 'cancel', 'buyer', () => ({
    patch: { endReason: reason || null },
    notices: [{ to: 'creator', kind: 'deploymentCancelled', type: 'info' }],
  }));
}
