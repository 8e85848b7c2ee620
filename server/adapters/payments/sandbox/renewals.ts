import { and, asc, eq, lte } from 'drizzle-orm';
import type { Clock } from '../../../../core/ports/clock.ts';
import type { Queue } from '../../../../core/ports/queue.ts';
import { addBillingPeriod } from '../../../../core/subscriptions/billing-period.ts';
import type { Db } from '../../../../db/client.ts';
import { sandboxSubscriptions } from '../../../../db/schema/index.ts';
import { emitSandboxEvent } from './sandbox-provider.ts';

export interface SandboxRenewalDeps {
  db: Db;
  queue: Queue;
  clock: Clock;
}

/** Subscriptions charged per transaction, so that each transaction stays short. */
const batchSize = 100;
/** A refused card is tried again this much later, as real providers retry a failed renewal. */
const retryAfterMs = 86_400_000;

/**
 * The sandbox provider's billing run: every active subscription whose period has ended is charged on its card.
 * Paid, its period moves forward and a `subscription.renewed` webhook follows; refused, a
 * `subscription.renewal_failed` one, and the charge is tried again a day later. Each row is taken
 * `for update skip locked` and moved past `now` in the transaction that stores its event, so two runs at once
 * charge each period once. A cancelled subscription is never charged. Answers how many were charged and refused.
 */
export async function renewDueSandboxSubscriptions(deps: SandboxRenewalDeps) {
  const totals = { renewed: 0, failed: 0 };
  for (;;) {
    const charged = await deps.db.transaction(async (tx) => {
      const now = deps.clock.now();
      const due = await tx
        .select()
        .from(sandboxSubscriptions)
        .where(and(eq(sandboxSubscriptions.status, 'active'), lte(sandboxSubscriptions.currentPeriodEnd, now)))
        .orderBy(asc(sandboxSubscriptions.currentPeriodEnd))
        .limit(batchSize)
        .for('update', { skipLocked: true });
      for (const sub of due) {
        if (sub.card === 'success') {
          // A period missed while the provider was down is not charged: the new one starts now.
          let periodEnd = addBillingPeriod(sub.currentPeriodEnd, sub.interval);
          if (periodEnd <= now) periodEnd = addBillingPeriod(now, sub.interval);
          await move(tx, sub.id, periodEnd);
          await emitSandboxEvent(deps.queue, tx, 'subscription.renewed', {
            subscription: sub.id,
            amount: sub.amountCents,
            period_end: periodEnd.toISOString(),
          });
          totals.renewed += 1;
        } else {
          // The sandbox keeps no separate retry date: a refused card's next charge is its period end moved a day.
          await move(tx, sub.id, new Date(now.getTime() + retryAfterMs));
          await emitSandboxEvent(deps.queue, tx, 'subscription.renewal_failed', {
            subscription: sub.id,
            reason: sub.card,
          });
          totals.failed += 1;
        }
      }
      return due.length;
    });
    if (charged < batchSize) return totals;
  }
}

const move = (tx: Db, id: string, currentPeriodEnd: Date) =>
  tx.update(sandboxSubscriptions).set({ currentPeriodEnd }).where(eq(sandboxSubscriptions.id, id));
