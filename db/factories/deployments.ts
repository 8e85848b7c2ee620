import { randomUUID } from 'node:crypto';
import { lateRefundReason } from '../../core/deployments/deployment-clock-rules.ts';
import type { Db } from '../client.ts';
import { conversations, deploymentRequests } from '../schema/index.ts';
import type { RowWithId } from './insert.ts';

type RequestInsert = RowWithId<typeof deploymentRequests>;
type Status = (typeof deploymentRequests.$inferInsert)['status'] & string;

const hour = 3_600_000;

export interface DeploymentRequestInput {
  orderItemId: string;
  productId: string;
  sellerId: string;
  buyerId: string;
  status?: Status;
  hosting?: string;
  notes?: string;
  deploymentHours?: number;
  requestedAt?: Date;
  /**
   * Hours from the request to the creator's acceptance (states past `requested`); null for a request `refunded`
   * because it was never accepted within 48 hours.
   */
  acceptAfterHours?: number | null;
  /** Hours from acceptance to delivery (states from `delivered` on, and `refunded` when it came late). */
  deliverAfterHours?: number;
}

/**
 * A deployment request in the given state with consistent timestamps: accepted `acceptAfterHours` after the request,
 * due `deploymentHours` after that, delivered `deliverAfterHours` after acceptance, confirmed a day after delivery.
 */
export function buildDeploymentRequest(input: DeploymentRequestInput): RequestInsert {
  const {
    status = 'requested',
    deploymentHours = 24,
    requestedAt = new Date(),
    acceptAfterHours = 2,
    deliverAfterHours = deploymentHours / 2,
    ...ids
  } = input;
  const past = (...states: Status[]) => states.includes(status);
  const accepted = past('accepted', 'in_progress', 'delivered', 'confirmed', 'refunded') && acceptAfterHours !== null;
  const delivered = past('delivered', 'confirmed') || (status === 'refunded' && deliverAfterHours > deploymentHours);
  const acceptedAt = accepted ? new Date(requestedAt.getTime() + (acceptAfterHours ?? 0) * hour) : null;
  const deliveredAt = acceptedAt && delivered ? new Date(acceptedAt.getTime() + deliverAfterHours * hour) : null;
  const confirmedAt = status === 'confirmed' && deliveredAt ? new Date(deliveredAt.getTime() + 24 * hour) : null;
  const dueAt = acceptedAt ? new Date(acceptedAt.getTime() + deploymentHours * hour) : null;
  // A late refund is taken 6 hours past the deadline (or the 48 hours to accept), or after the late delivery.
  const lateAt = dueAt ?? new Date(requestedAt.getTime() + 48 * hour);
  const refundedAt =
    status === 'refunded' ? new Date(Math.max(lateAt.getTime(), deliveredAt?.getTime() ?? 0) + 6 * hour) : null;
  const endedAt =
    confirmedAt ?? refundedAt ?? (past('declined', 'cancelled') ? new Date(requestedAt.getTime() + 72 * hour) : null);
  return {
    id: randomUUID(),
    ...ids,
    status,
    hosting: input.hosting ?? 'Cloud',
    notes: input.notes ?? '',
    deploymentHours,
    requestedAt,
    acceptedAt,
    dueAt,
    startedAt:
      past('in_progress', 'delivered', 'confirmed') && acceptedAt ? new Date(acceptedAt.getTime() + hour) : null,
    deliveredAt,
    deliveryNote: deliveredAt ? 'https://example.test' : null,
    confirmedAt,
    endedAt,
    endReason: past('declined', 'cancelled') ? 'Indisponible' : refundedAt ? lateRefundReason : null,
  };
}

/** The request's own thread, which opening a request creates beside it (core/deployments/open-deployment-request.ts). */
export const buildDeploymentThread = (request: RequestInsert): typeof conversations.$inferInsert => ({
  buyerId: request.buyerId,
  sellerId: request.sellerId,
  productId: request.productId,
  deploymentRequestId: request.id,
  createdAt: request.requestedAt,
});

export async function createDeploymentRequest(db: Db, input: DeploymentRequestInput) {
  const built = buildDeploymentRequest(input);
  const [row] = await db.insert(deploymentRequests).values(built).returning();
  await db.insert(conversations).values(buildDeploymentThread(built));
  return row!;
}
