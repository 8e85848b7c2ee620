import type { Viewer } from '../accounts/viewer.ts';
import { type MoveDeps, moveDeploymentRequest } from './move-deployment-request.ts';

/** The buyer confirms the delivery: the request ends, its secrets are erased. */
export const confirmDeploymentRequest = (deps: MoveDeps, viewer: Viewer | null, id: string) =>
  moveDeploymentRequest(deps, viewer, id, 'confirm', 'buyer', (_request, now) => ({
    patch: { confirmedAt: now, autoConfirmed: false },
    notices: [{ to: 'creator', kind: 'deploymentConfirmed', type: 'success' }],
  }));
