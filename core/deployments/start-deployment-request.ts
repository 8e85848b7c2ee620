import type { Viewer } from '../accounts/viewer.ts';
import { type MoveDeps, moveDeploymentRequest } from './move-deployment-request.ts';

/** The creator says the work has started. */
export const startDeploymentRequest = (deps: MoveDeps, viewer: Viewer | null, id: string) =>
  moveDeploymentRequest(deps, viewer, id, 'start', 'creator', (_request, now) => ({
    patch: { startedAt: now },
    notices: [{ to: 'buyer', kind: 'deploymentStarted', type: 'info' }],
  }));
