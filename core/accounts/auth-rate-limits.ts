import type { Db } from '../../db/client.ts';
import type { Clock } from '../ports/clock.ts';
import { hitRateLimit, type RateLimitOutcome, type RateLimitRule, rateLimitKey } from '../shared/rate-limit.ts';

const minute = 60_000;

/**
 * Limits of the account flows, in the database so that they hold across app instances (ASVS 5.0 V6.3.1).
 * Each attempt counts against the client address and, where there is one, the account it names: a
 * brute-force run on one account stops after `perAccount` tries whatever the addresses. They are applied to
 * Better Auth's endpoints themselves (server/auth/create-auth.ts, through `authAttemptOf`), so the account
 * pages, which call those endpoints, and `/api/auth/*` over HTTP count against the same limits.
 */
export const authRateLimits = {
  signIn: { perIp: { limit: 100, windowMs: 15 * minute }, perAccount: { limit: 10, windowMs: 15 * minute } },
  // Per address: a sign-up for an existing account mails its owner, so a flood must not become a mail bomb.
  signUp: { perIp: { limit: 20, windowMs: 60 * minute }, perAccount: { limit: 5, windowMs: 60 * minute } },
  resetPassword: { perIp: { limit: 20, windowMs: 60 * minute }, perAccount: { limit: 3, windowMs: 60 * minute } },
  emailCode: { perIp: { limit: 20, windowMs: 60 * minute }, perAccount: { limit: 3, windowMs: 15 * minute } },
  // Per account, Better Auth's two-factor plugin locks the second factor for 15 minutes after 10 wrong codes.
  twoFactor: { perIp: { limit: 100, windowMs: 15 * minute } },
  reauthenticate: { perIp: { limit: 30, windowMs: 15 * minute }, perAccount: { limit: 10, windowMs: 15 * minute } },
} satisfies Record<string, { perIp: RateLimitRule; perAccount?: RateLimitRule }>;

export type AuthAction = keyof typeof authRateLimits;

export interface AuthAttemptOutcome {
  allowed: boolean;
  /** Seconds until every exceeded limit has reset (0 when allowed). */
  retryAfterSeconds: number;
}

/** Counts one attempt against the address and the account; refused once either is over its limit. */
export async function countAuthAttempt(
  deps: { db: Db; clock: Clock },
  action: AuthAction,
  { ip, account }: { ip: string | null; account?: string },
): Promise<AuthAttemptOutcome> {
  const rules: { perIp: RateLimitRule; perAccount?: RateLimitRule } = authRateLimits[action];
  const hits: Promise<RateLimitOutcome>[] = [hitRateLimit(deps, rateLimitKey(`auth:${action}`, ip), rules.perIp)];
  if (account && rules.perAccount) {
    hits.push(hitRateLimit(deps, `auth:${action}:account:${account.trim().toLowerCase()}`, rules.perAccount));
  }
  const outcomes = await Promise.all(hits);
  return {
    allowed: outcomes.every((outcome) => outcome.allowed),
    retryAfterSeconds: Math.max(0, ...outcomes.map((outcome) => outcome.retryAfterSeconds)),
  };
}

/** Counts one attempt; false once the address or the account is over its limit. */
export async function allowAuthAttempt(
  deps: { db: Db; clock: Clock },
  action: AuthAction,
  who: { ip: string | null; account?: string },
): Promise<boolean> {
  return (await countAuthAttempt(deps, action, who)).allowed;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/**
 * The limit a Better Auth endpoint (its path below /api/auth) falls under, and the account its body names: the
 * e-mail address or phone number. Null for endpoints without a limit of ours (Better Auth's own per-address
 * limits still apply to them over HTTP).
 */
export function authAttemptOf(path: string, body: unknown): { action: AuthAction; account?: string } | null {
  const fields = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  switch (path) {
    case '/sign-in/email':
    case '/sign-in/email-otp':
      return { action: 'signIn', account: text(fields.email) };
    case '/sign-in/phone-number':
      return { action: 'signIn', account: text(fields.phoneNumber) };
    case '/sign-up/email':
      return { action: 'signUp', account: text(fields.email) };
    case '/request-password-reset':
    case '/email-otp/request-password-reset':
    case '/forget-password/email-otp':
    case '/email-otp/reset-password':
      return { action: 'resetPassword', account: text(fields.email) };
    case '/phone-number/request-password-reset':
    case '/phone-number/reset-password':
      return { action: 'resetPassword', account: text(fields.phoneNumber) };
    case '/reset-password':
      return { action: 'resetPassword' };
    case '/email-otp/send-verification-otp':
      return { action: 'emailCode', account: text(fields.email) };
    case '/two-factor/verify-totp':
    case '/two-factor/verify-backup-code':
    case '/two-factor/verify-otp':
      return { action: 'twoFactor' };
    default:
      return null;
  }
}
