import { and, eq, lte } from 'drizzle-orm';
import { subscriptions } from '../../db/schema/index.ts';
import type { CoreDeps } from '../deps.ts';
import { notifySubscribers } from './notify-subscribers.ts';

type Deps = Pick<CoreDeps, 'db' | 'clock'>;

/**
 * Suspends the subscriptions whose grace period after a failed renewal ended without a payment, and tells each
 * subscriber. One conditional update: a concurrent run waits for the rows, finds them suspended and skips them, so
 * each is suspended and announced once. A renewal paid later makes it active again (applySubscriptionEvent).
 * A subscription already cancelled ends instead (endCanceledSubscriptions). Answers how many were suspended.
 */
export async function suspendLapsedSubscriptions(deps: Deps): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const suspended = await tx
      .update(subscriptions)
      .set({ status: 'suspended' })
      .where(
        and(
          eq(subscriptions.status, 'past_due'),
          eq(subscriptions.cancelAtPeriodEnd, false),
          lte(subscriptions.graceUntil, deps.clock.now()),
        ),
      )
      .returning({ userId: subscriptions.userId, productId: subscriptions.productId });
    if (suspended.length === 0) return 0;
    await notifySubscribers(tx, suspended, { kind: 'subscriptionSuspended', type: 'error' });
    return suspended.length;
  });
}
