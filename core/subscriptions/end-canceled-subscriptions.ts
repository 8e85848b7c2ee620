import { and, eq, inArray, isNull, lte, or } from 'drizzle-orm';
import { subscriptions } from '../../db/schema/index.ts';
import type { CoreDeps } from '../deps.ts';

type Deps = Pick<CoreDeps, 'db' | 'clock'>;

/**
 * Ends the cancelled subscriptions whose paid period (and grace period, after a failed renewal) is over: status
 * `canceled`, access closed. A single conditional update, so concurrent runs end each once. Answers how many ended.
 */
export async function endCanceledSubscriptions(deps: Deps): Promise<number> {
  const now = deps.clock.now();
  const ended = await deps.db
    .update(subscriptions)
    .set({ status: 'canceled' })
    .where(
      and(
        inArray(subscriptions.status, ['active', 'past_due']),
        eq(subscriptions.cancelAtPeriodEnd, true),
        lte(subscriptions.currentPeriodEnd, now),
        or(isNull(subscriptions.graceUntil), lte(subscriptions.graceUntil, now)),
      ),
    )
    .returning({ id: subscriptions.id });
  return ended.length;
}
