import { AppError } from '../shared/app-error.ts';

export type DeploymentStatus =
  | 'requested'
  | 'accepted'
  | 'in_progress'
  | 'delivered'
  | 'confirmed'
  | 'declined'
  | 'cancelled'
  | 'refunded';

/** Who makes a move: the buyer, the creator the request is addressed to, or the clock (the `deployment-clock` job). */
export type DeploymentActor = 'buyer' | 'creator' | 'clock';

export type DeploymentAction = 'accept' | 'decline' | 'start' | 'deliver' | 'confirm' | 'cancel' | 'refund';

interface Move {
  from: readonly DeploymentStatus[];
  to: DeploymentStatus;
  by: readonly DeploymentActor[];
}

/**
 * The deployment request's state machine (decision 0046), declared once: every move not listed here is refused.
 * `requested → accepted → in_progress → delivered → confirmed`; `requested → declined | cancelled`;
 * `accepted | in_progress | delivered → refunded` (the late refund; its lateness is checked by deployment-clock-rules).
 * A creator may deliver straight from `accepted` (the work was quick) — `in_progress` is informative.
 */
export const deploymentMoves: Readonly<Record<DeploymentAction, Move>> = {
  accept: { from: ['requested'], to: 'accepted', by: ['creator'] },
  decline: { from: ['requested'], to: 'declined', by: ['creator'] },
  start: { from: ['accepted'], to: 'in_progress', by: ['creator'] },
  deliver: { from: ['accepted', 'in_progress'], to: 'delivered', by: ['creator'] },
  confirm: { from: ['delivered'], to: 'confirmed', by: ['buyer', 'clock'] },
  cancel: { from: ['requested'], to: 'cancelled', by: ['buyer'] },
  // A request never accepted within 48 hours is late too: the buyer then cancels it with the refund.
  refund: { from: ['requested', 'accepted', 'in_progress', 'delivered'], to: 'refunded', by: ['buyer'] },
};

export const openDeploymentStatuses: readonly DeploymentStatus[] = [
  'requested',
  'accepted',
  'in_progress',
  'delivered',
];

export const isOpenDeployment = (status: DeploymentStatus) => openDeploymentStatuses.includes(status);

/** Whether `actor` may make `action` on a request in `status` (what the pages offer). */
export function mayMove(status: DeploymentStatus, action: DeploymentAction, actor: DeploymentActor): boolean {
  const move = deploymentMoves[action];
  return move.from.includes(status) && move.by.includes(actor);
}

/** The state `action` leads to from `status`, or an error (409) when the machine does not allow it. */
export function planDeploymentMove(
  status: DeploymentStatus,
  action: DeploymentAction,
  actor: DeploymentActor,
): DeploymentStatus {
  const move = deploymentMoves[action];
  if (!move.by.includes(actor)) {
    throw new AppError('deployment_forbidden', 403, 'Vous ne pouvez pas faire cela sur cette demande');
  }
  if (!move.from.includes(status)) {
    throw new AppError(
      'deployment_invalid_transition',
      409,
      'Cette demande de déploiement n’en est plus à cette étape',
      { from: status, action },
    );
  }
  return move.to;
}
