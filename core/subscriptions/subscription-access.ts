import type { subscriptions } from '../../db/schema/index.ts';

type Subscription = Pick<typeof subscriptions.$inferSelect, 'status' | 'currentPeriodEnd' | 'graceUntil'>;

/**
 * Until when a subscription gives access as it stands (DESIGN.md §5 downloads): the paid period when active, the
 * grace period after a failed renewal; null once suspended or ended. Mirrors `liveSubscriptionCondition` in
 * core/delivery/download-rights.ts, which decides the same in SQL.
 */
export function accessUntil(sub: Subscription, now: Date): Date | null {
  const until = sub.status === 'active' ? sub.currentPeriodEnd : sub.status === 'past_due' ? sub.graceUntil : null;
  return until && until > now ? until : null;
}
