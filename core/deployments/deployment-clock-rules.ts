import type { DeploymentStatus } from './deployment-machine.ts';

const HOUR = 3_600_000;

/** A request not accepted within this long is late (decision 0046). */
export const acceptWithinHours = 48;
/** The creator is warned once this share of the announced time has passed without delivery. */
export const atRiskShare = 0.75;
/** A delivered request is confirmed automatically this long after delivery. */
export const autoConfirmAfterDays = 7;
/** The late refund's reason, as the request, the order's history and the administrators read it. */
export const lateRefundReason = 'Déploiement en retard (garantie de délai)';

export interface ClockedRequest {
  status: DeploymentStatus;
  requestedAt: Date;
  acceptedAt: Date | null;
  dueAt: Date | null;
  deliveredAt: Date | null;
  deploymentHours: number;
}

/** When the creator must have accepted by. */
export const acceptBy = (r: Pick<ClockedRequest, 'requestedAt'>) =>
  new Date(r.requestedAt.getTime() + acceptWithinHours * HOUR);

/** The deadline: `accepted_at + deployment_hours`. */
export const dueAtFrom = (acceptedAt: Date, deploymentHours: number) =>
  new Date(acceptedAt.getTime() + deploymentHours * HOUR);

/** When the creator is warned: three quarters of the announced time after acceptance. */
export const atRiskAt = (r: ClockedRequest): Date | null =>
  r.acceptedAt ? new Date(r.acceptedAt.getTime() + r.deploymentHours * HOUR * atRiskShare) : null;

/** When a delivered request is confirmed on its own. */
export const autoConfirmAt = (r: Pick<ClockedRequest, 'deliveredAt'>): Date | null =>
  r.deliveredAt ? new Date(r.deliveredAt.getTime() + autoConfirmAfterDays * 24 * HOUR) : null;

/**
 * Whether the request is late (decision 0046): not accepted within 48 hours, past `due_at` without delivery, or
 * delivered after `due_at` and not yet confirmed. Only open requests are late; ended ones are what they are.
 */
export function isLate(r: ClockedRequest, now: Date): boolean {
  switch (r.status) {
    case 'requested':
      return now.getTime() > acceptBy(r).getTime();
    case 'accepted':
    case 'in_progress':
      return !!r.dueAt && now.getTime() > r.dueAt.getTime();
    case 'delivered':
      return !!r.dueAt && !!r.deliveredAt && r.deliveredAt.getTime() > r.dueAt.getTime();
    default:
      return false;
  }
}

/** Whether three quarters of the announced time have passed without delivery (and it is not yet late). */
export function isAtRisk(r: ClockedRequest, now: Date): boolean {
  if (r.status !== 'accepted' && r.status !== 'in_progress') return false;
  const at = atRiskAt(r);
  return !!at && now.getTime() >= at.getTime() && !isLate(r, now);
}

/** The late refund is offered while the request is open and late. */
export const lateRefundOffered = (r: ClockedRequest, now: Date) => isLate(r, now);

/** The moment that matters now: the acceptance limit, the deadline, or the automatic confirmation; null when ended. */
export function nextDeadline(r: ClockedRequest): { kind: 'accept' | 'deliver' | 'auto_confirm'; at: Date } | null {
  if (r.status === 'requested') return { kind: 'accept', at: acceptBy(r) };
  if ((r.status === 'accepted' || r.status === 'in_progress') && r.dueAt) return { kind: 'deliver', at: r.dueAt };
  if (r.status === 'delivered') {
    const at = autoConfirmAt(r);
    return at ? { kind: 'auto_confirm', at } : null;
  }
  return null;
}

/** Milliseconds left until `at` (negative once past). */
export const msLeft = (at: Date, now: Date) => at.getTime() - now.getTime();
