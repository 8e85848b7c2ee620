import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rateLimit } from '../../db/schema/index.ts';
import type { Clock } from '../ports/clock.ts';

export interface RateLimitRule {
  /** Requests allowed per window. */
  limit: number;
  windowMs: number;
}

export interface RateLimitOutcome {
  allowed: boolean;
  /** Requests counted in the current window, this one included. */
  count: number;
  remaining: number;
  /** Seconds until the window resets (0 when allowed). */
  retryAfterSeconds: number;
}

export const HOUR_MS = 3_600_000;

/**
 * Counts one request against `key` in a fixed window, in the database so that the limit holds across app
 * instances. One atomic upsert: concurrent requests each get their own count. For our keys the table's
 * `last_request` column holds the start of the current window (Better Auth, which shares the table with keys
 * of its own, stores its last request time there; the prefixes keep the two apart).
 */
export async function hitRateLimit(
  { db, clock }: { db: Db; clock: Clock },
  key: string,
  rule: RateLimitRule,
): Promise<RateLimitOutcome> {
  const now = clock.now().getTime();
  const expired = sql`${rateLimit.lastRequest} <= ${now - rule.windowMs}`;
  const [row] = await db
    .insert(rateLimit)
    .values({ key, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimit.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimit.count} + 1 end`,
        lastRequest: sql`case when ${expired} then ${now}::bigint else ${rateLimit.lastRequest} end`,
      },
    })
    .returning({ count: rateLimit.count, windowStart: rateLimit.lastRequest });
  const count = row?.count ?? 1;
  const windowStart = Number(row?.windowStart ?? now);
  const allowed = count <= rule.limit;
  return {
    allowed,
    count,
    remaining: Math.max(0, rule.limit - count),
    retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil((windowStart + rule.windowMs - now) / 1000)),
  };
}

/** `<scope>:<ip>`, or `<scope>:unknown` when the address is not known. */
export const rateLimitKey = (scope: string, ip: string | null) => `${scope}:${ip ?? 'unknown'}`;
