import type { Db } from '../../db/client.ts';
import type { Clock } from '../ports/clock.ts';
import { HOUR_MS, hitRateLimit, type RateLimitRule } from '../shared/rate-limit.ts';
import { messagingErrors } from './messaging-errors.ts';

/**
 * Per user, in the database (so they hold across app instances): new conversations per hour (reaching out to many
 * sellers is how spam starts) and messages per minute (a person typing does not write more).
 */
export const messagingRateLimits = {
  conversation: { limit: 10, windowMs: HOUR_MS },
  message: { limit: 10, windowMs: 60_000 },
} satisfies Record<string, RateLimitRule>;

/** Counts one conversation or message of `userId`; over the limit, a 429 `rate_limited` with the wait. */
export async function countMessagingAction(
  deps: { db: Db; clock: Clock },
  action: keyof typeof messagingRateLimits,
  userId: string,
): Promise<void> {
  const outcome = await hitRateLimit(deps, `messaging:${action}:${userId}`, messagingRateLimits[action]);
  if (!outcome.allowed) throw messagingErrors.rateLimited(outcome.retryAfterSeconds);
}
