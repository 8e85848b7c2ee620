import type { Db } from '../../db/client.ts';
import type { Clock } from '../ports/clock.ts';
import { hitRateLimit, type RateLimitRule, rateLimitKey } from '../shared/rate-limit.ts';

const minute = 60_000;

/**
 * Limits of the account forms, in the database so that they hold across app instances (ASVS 5.0 V6.3.1).
 * Each attempt counts against the client address and, where there is one, the account it names: a
 * brute-force run on one account stops after `perAccount` tries whatever the addresses.
 */
export const authRateLimits = {
  signIn: { perIp: { limit: 100, windowMs: 15 * minute }, perAccount: { limit: 10, windowMs: 15 * minute } },
  signUp: { perIp: { limit: 20, windowMs: 60 * minute } },
  resetPassword: { perIp: { limit: 20, windowMs: 60 * minute }, perAccount: { limit: 3, windowMs: 60 * minute } },
  emailCode: { perIp: { limit: 20, windowMs: 60 * minute }, perAccount: { limit: 3, windowMs: 15 * minute } },
  twoFactor: { perIp: { limit: 30, windowMs: 15 * minute } },
  reauthenticate: { perIp: { limit: 30, windowMs: 15 * minute }, perAccount: { limit: 10, windowMs: 15 * minute } },
} satisfies Record<string, { perIp: RateLimitRule; perAccount?: RateLimitRule }>;

export type AuthAction = keyof typeof authRateLimits;

/** Counts one attempt; false once the address or the account is over its limit. */
export async function allowAuthAttempt(
  deps: { db: Db; clock: Clock },
  action: AuthAction,
  { ip, account }: { ip: string | null; account?: string },
): Promise<boolean> {
  const rules: { perIp: RateLimitRule; perAccount?: RateLimitRule } = authRateLimits[action];
  const hits = [hitRateLimit(deps, rateLimitKey(`auth:${action}`, ip), rules.perIp)];
  if (account && rules.perAccount) {
    hits.push(hitRateLimit(deps, `auth:${action}:account:${account.toLowerCase()}`, rules.perAccount));
  }
  return (await Promise.all(hits)).every((outcome) => outcome.allowed);
}
