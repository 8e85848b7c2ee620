import { and, eq, inArray, lte } from 'drizzle-orm';
import { products, subscriptions } from '../../db/schema/index.ts';
import type { CoreDeps } from '../deps.ts';
import { notifyUsers } from '../notifications/notify-users.ts';

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
    const titles = await tx
      .select({ id: products.id, title: products.title })
      .from(products)
      .where(
        inArray(
          products.id,
          suspended.map((s) => s.productId),
        ),
      );
    const titleOf = new Map(titles.map((p) => [p.id, p.title]));
    await notifyUsers(
      tx,
      suspended.map((s) => ({
        userId: s.userId,
        kind: 'subscriptionSuspended' as const,
        params: () => ({ title: titleOf.get(s.productId) ?? '' }),
        type: 'error' as const,
        redirectUrl: '/dashboard/subscriptions',
      })),
    );
    return suspended.length;
  });
}
