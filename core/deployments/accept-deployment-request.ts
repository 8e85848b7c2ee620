import type { Viewer } from '../accounts/viewer.ts';
import { dueAtFrom } from './deployment-clock-rules.ts';
import { type MoveDeps, moveDeploymentRequest } from './move-deployment-request.ts';

/** The creator accepts: the announced time starts now, `due_at = accepted_at + deployment_hours`. */
export const acceptDeploymentRequest = (deps: MoveDeps, viewer: Viewer | null, id: string) =>
  moveDeploymentRequest(deps, viewer, id, 'accept', 'creator', (request, now) => ({
    patch: { acceptedAt: now, dueAt: dueAtFrom(now, request.deploymentHours) },
    notices: [{ to: 'buyer', kind: 'deploymentAccepted', type: 'success', params: { hours: request.deploymentHours } }],
  }));
