import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { type AuthAction, authAttemptOf, countAuthAttempt } from '../../core/accounts/auth-rate-limits.ts';
import type { Clock } from '../../core/ports/clock.ts';
import type { Db } from '../../db/client.ts';
import { resolveLocale } from '../../i18n/config.ts';
import { serverT } from '../../i18n/server-t.ts';
import { addressForBetterAuth } from './client-ip.ts';
import { grantResetRelief, hasResetRelief, resetTokenOwner } from './reset-lock-relief.ts';

/**
 * The body of a 429 on /api/auth: the `{ error: { code, message } }` of the rest of the API, the message in the
 * request's language, plus Better Auth's own top-level `code` and `message` for its client.
 */
export function rateLimitedBody(headers: Headers | undefined, url: string) {
  const locale = resolveLocale(new URL(url), headers?.get('cookie') ?? null);
  const message = serverT(locale, 'auth')('errors.rate_limited');
  return { code: 'RATE_LIMITED', message, error: { code: 'rate_limited', message } };
}

/**
 * Limits on texted codes, which `authAttemptOf` does not cover, from the same per-address and per-account counters:
 * sending one counts as an e-mailed code would (`emailCode`: 3 per number in 15 minutes), and checking one as a
 * sign-in attempt on a bucket of the number's own (`signIn`: 10 per number in 15 minutes), apart from the number's
 * password sign-in, so that guessing codes on a number cannot lock its owner out of signing in.
 */
export function phoneCodeAttemptOf(path: string, body: unknown): { action: AuthAction; account?: string } | null {
  const phoneNumber = (body as { phoneNumber?: unknown } | null)?.phoneNumber;
  const account = typeof phoneNumber === 'string' && phoneNumber.trim() ? phoneNumber.trim() : undefined;
  if (path === '/phone-number/send-otp') return { action: 'emailCode', account };
  if (path === '/phone-number/verify') return { action: 'signIn', account: account && `sms-code:${account}` };
  return null;
}

const attemptOf = (path: string, body: unknown) => authAttemptOf(path, body) ?? phoneCodeAttemptOf(path, body);

/** Where accountRateLimits is the only limit: Better Auth's per-address rules are turned off on these paths. */
export const accountFlowPaths = [
  '/sign-in/*',
  '/sign-up/*',
  '/request-password-reset',
  '/reset-password',
  '/forget-password/*',
  '/email-otp/*',
  '/phone-number/*',
  '/two-factor/*',
];

/** Reset tokens checked by the `before` hook of a `/reset-password` call, for its `after` hook (keyed by context). */
const resetOwners = new WeakMap<object, string[]>();

/**
 * The per-account and per-address limits of core/accounts/auth-rate-limits.ts on Better Auth's endpoints
 * themselves, stored in the database: a `before` hook, so it holds for `/api/auth/*` over HTTP and for the
 * account pages' `auth.api.*` calls alike, and counts every attempt before the password or code is checked.
 * The client address is the one server/auth/client-ip.ts resolved, which a client cannot choose.
 *
 * An attacker can keep an account's sign-in bucket full (decision 0011). Its owner gets out with the e-mailed reset
 * link: once the link has set a new password, sign-ins for that account from the address that used it count, for
 * an hour, against a bucket for that account and address only (server/auth/reset-lock-relief.ts).
 */
export function accountRateLimits(deps: { db: Db; clock: Clock }, publicUrl: string) {
  return {
    id: 'deploia-account-rate-limits',
    hooks: {
      before: [
        {
          matcher: (ctx) => attemptOf(ctx.path ?? '', ctx.body) !== null,
          handler: createAuthMiddleware(async (ctx) => {
            const attempt = attemptOf(ctx.path, ctx.body);
            if (!attempt) return;
            const headers = ctx.headers ?? ctx.request?.headers;
            const ip = headers ? addressForBetterAuth(headers) : null;
            let account = attempt.account;
            if (attempt.action === 'signIn' && account && ip && (await hasResetRelief(deps, account, ip))) {
              account = `${account} after a reset from ${ip}`;
            }
            const outcome = await countAuthAttempt(deps, attempt.action, { ip, account });
            if (outcome.allowed) return;
            throw new APIError('TOO_MANY_REQUESTS', rateLimitedBody(headers, ctx.request?.url ?? publicUrl), {
              'Retry-After': String(outcome.retryAfterSeconds),
            });
          }),
        },
        {
          matcher: (ctx) => ctx.path === '/reset-password',
          handler: createAuthMiddleware(async (ctx) => {
            const token = (ctx.body as { token?: unknown } | undefined)?.token;
            const owner = typeof token === 'string' && token ? await resetTokenOwner(deps, token) : null;
            if (owner) resetOwners.set(ctx.context, [owner.email, ...(owner.phoneNumber ? [owner.phoneNumber] : [])]);
          }),
        },
      ],
      after: [
        {
          matcher: (ctx) => ctx.path === '/reset-password',
          handler: createAuthMiddleware(async (ctx) => {
            const accounts = resetOwners.get(ctx.context);
            resetOwners.delete(ctx.context);
            const headers = ctx.headers ?? ctx.request?.headers;
            const ip = headers ? addressForBetterAuth(headers) : null;
            const returned = ctx.context.returned;
            if (!accounts || !ip || !returned || returned instanceof Error) return;
            await grantResetRelief(deps, accounts, ip);
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}

/**
 * Better Auth's own per-address limiter answers 429 with an English `{ message }` and `X-Retry-After`; this gives
 * that answer the same shape and language as ours (above), with a standard `Retry-After`.
 */
export async function withTranslatedRateLimit(request: Request, response: Response): Promise<Response> {
  if (response.status !== 429 || !response.headers.has('x-retry-after')) return response;
  const headers = new Headers(response.headers);
  headers.set('Retry-After', headers.get('x-retry-after') ?? '60');
  headers.delete('content-length');
  return Response.json(rateLimitedBody(request.headers, request.url), { status: 429, headers });
}
