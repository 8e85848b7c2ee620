import type { Viewer } from '../accounts/viewer.ts';
import { deliverDeploymentInput } from './deployments.schema.ts';
import { type MoveDeps, moveDeploymentRequest } from './move-deployment-request.ts';

/** The creator delivers, saying what (where it runs, how to reach it); the buyer is asked to confirm. */
export async function deliverDeploymentRequest(deps: MoveDeps, viewer: Viewer | null, id: string, input: unknown) {
  const { note } = deliverDeploymentInput.parse(input);
  return moveDeploymentRequest(deps, viewer, id, 'deliver', 'creator', (_request, now) => ({
    patch: { deliveredAt: now, deliveryNote: note },
    notices: [{ to: 'buyer', kind: 'deploymentDelivered', type: 'success' }],
  }));
}
