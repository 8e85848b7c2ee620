import type { DeploymentRole, RequestRow } from './deployment-access.ts';
import { isAtRisk, isLate, nextDeadline } from './deployment-clock-rules.ts';
import { type DeploymentAction, type DeploymentStatus, mayMove } from './deployment-machine.ts';

/** A request as the pages show it: dates as ISO strings, the deadline that matters now, whether late or at risk. */
export interface DeploymentSummary {
  id: string;
  orderItemId: string;
  productTitle: string;
  productSlug: string;
  sellerName: string;
  buyerName: string;
  status: DeploymentStatus;
  hosting: string;
  deploymentHours: number;
  requestedAt: string;
  acceptedAt: string | null;
  dueAt: string | null;
  startedAt: string | null;
  deliveredAt: string | null;
  confirmedAt: string | null;
  autoConfirmed: boolean;
  endedAt: string | null;
  /** The next deadline: to accept, to deliver, or the automatic confirmation. */
  deadline: { kind: 'accept' | 'deliver' | 'auto_confirm'; at: string; msLeft: number } | null;
  late: boolean;
  atRisk: boolean;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function deploymentSummary(row: RequestRow, now: Date): DeploymentSummary {
  const next = nextDeadline(row);
  return {
    id: row.id,
    orderItemId: row.orderItemId,
    productTitle: row.productTitle,
    productSlug: row.productSlug,
    sellerName: row.sellerName,
    buyerName: row.buyerName ?? '',
    status: row.status,
    hosting: row.hosting,
    deploymentHours: row.deploymentHours,
    requestedAt: row.requestedAt.toISOString(),
    acceptedAt: iso(row.acceptedAt),
    dueAt: iso(row.dueAt),
    startedAt: iso(row.startedAt),
    deliveredAt: iso(row.deliveredAt),
    confirmedAt: iso(row.confirmedAt),
    autoConfirmed: row.autoConfirmed,
    endedAt: iso(row.endedAt),
    deadline: next ? { kind: next.kind, at: next.at.toISOString(), msLeft: next.at.getTime() - now.getTime() } : null,
    late: isLate(row, now),
    atRisk: isAtRisk(row, now),
  };
}

/** The moves the viewer may make now (what the detail page offers). */
export function actionsFor(role: DeploymentRole, row: RequestRow, now: Date): DeploymentAction[] {
  if (role === 'admin') return [];
  const all: DeploymentAction[] = ['accept', 'decline', 'start', 'deliver', 'confirm', 'cancel', 'refund'];
  return all.filter((action) => mayMove(row.status, action, role) && (action !== 'refund' || isLate(row, now)));
}
