import type { Db } from '../../db/client.ts';
import type { Clock } from '../ports/clock.ts';
import { HOUR_MS, hitRateLimit } from '../shared/rate-limit.ts';
import { postErrors } from './post-errors.ts';

/** Follows and unfollows per account per hour: a person clicks a few; a script following everyone is stopped. */
export const followRateLimit = { limit: 30, windowMs: HOUR_MS };

export async function countFollowChange(deps: { db: Db; clock: Clock }, userId: string): Promise<void> {
  const outcome = await hitRateLimit(deps, `follow:${userId}`, followRateLimit);
  if (!outcome.allowed) throw postErrors.rateLimited('rate_limited', outcome.retryAfterSeconds);
}
