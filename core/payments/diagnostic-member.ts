import { and, desc, eq, inArray, like, or } from 'drizzle-orm';
import { orders, payments, webhookDeliveries } from '../../db/schema/index.ts';
import type { CoreDeps } from '../deps.ts';

export const paymentLimit = 20;

/** What a provider said about a payment, in terms a buyer can be told (translated on the page). */
export type PaymentNote =
  | 'declined'
  | 'insufficient_funds'
  | 'refused'
  | 'processing'
  | 'failed'
  | 'expired'
  | 'amount_mismatch'
  | 'late_payment';

const noteOutcomes = ['processing', 'failed', 'expired', 'amount_mismatch', 'late_payment'] as const;

/** `attempt_failed:<reason>` names the card's refusal; a reason without its own text is told as a refusal. */
function noteOf(outcome: string): PaymentNote | null {
  if (outcome.startsWith('attempt_failed:')) {
    const reason = outcome.slice('attempt_failed:'.length);
    return reason === 'declined' || reason === 'insufficient_funds' ? reason : 'refused';
  }
  return (noteOutcomes as readonly string[]).includes(outcome) ? (outcome as PaymentNote) : null;
}

export interface PaymentAttempt {
  id: string;
  createdAt: string;
  orderNumber: string;
  provider: string;
  amountCents: number;
  status: typeof payments.$inferSelect.status;
  orderStatus: typeof orders.$inferSelect.status;
  /** The provider's events about this payment, oldest first. */
  notes: { note: PaymentNote; at: string }[];
}

export interface MemberDiagnostic {
  kind: 'member';
  payments: PaymentAttempt[];
  /** An administrator whose session has not verified a second factor sees only this view until it does. */
  secondFactorRequired: boolean;
}

/** The viewer's own latest payments, each with what the provider reported about it. */
export async function loadMemberDiagnostic(
  deps: Pick<CoreDeps, 'db'>,
  userId: string,
  secondFactorRequired: boolean,
): Promise<MemberDiagnostic> {
  const attempts = await deps.db
    .select({
      id: payments.id,
      createdAt: payments.createdAt,
      orderId: payments.orderId,
      orderNumber: orders.number,
      provider: payments.provider,
      amountCents: payments.amountCents,
      status: payments.status,
      orderStatus: orders.status,
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(orders.buyerId, userId))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(paymentLimit);

  const orderIds = [...new Set(attempts.map((a) => a.orderId))];
  const reports =
    orderIds.length === 0
      ? []
      : await deps.db
          .select({
            orderId: webhookDeliveries.orderId,
            provider: webhookDeliveries.provider,
            outcome: webhookDeliveries.outcome,
            receivedAt: webhookDeliveries.receivedAt,
          })
          .from(webhookDeliveries)
          .where(
            and(
              inArray(webhookDeliveries.orderId, orderIds),
              eq(webhookDeliveries.statusCode, 200),
              or(
                like(webhookDeliveries.outcome, 'attempt_failed:%'),
                inArray(webhookDeliveries.outcome, [...noteOutcomes]),
              ),
            ),
          )
          .orderBy(webhookDeliveries.receivedAt);

  return {
    kind: 'member',
    secondFactorRequired,
    payments: attempts.map(({ orderId, ...attempt }) => ({
      ...attempt,
      createdAt: attempt.createdAt.toISOString(),
      notes: reports.flatMap((r) => {
        const note = noteOf(r.outcome);
        return note && ownerOf(attempts, r) === attempt.id ? [{ note, at: r.receivedAt.toISOString() }] : [];
      }),
    })),
  };
}

/**
 * Deliveries name the order, not the payment: a report belongs to the latest payment of that order and provider
 * opened before it arrived (a buyer who comes back to pay another way opens another payment).
 */
function ownerOf(
  attempts: { id: string; orderId: string; provider: string; createdAt: Date }[],
  report: { orderId: string | null; provider: string; receivedAt: Date },
): string | undefined {
  return attempts
    .filter((a) => a.orderId === report.orderId && a.provider === report.provider && a.createdAt <= report.receivedAt)
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0]?.id;
}
