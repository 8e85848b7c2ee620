import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';
import type { BetterAuthPlugin } from 'better-auth';
import { createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { symmetricDecrypt } from 'better-auth/crypto';
import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { totpLastSteps, twoFactor } from '../../db/schema/index.ts';

/** The two-factor plugin's TOTP settings (its defaults, which we keep) and its sign-in challenge cookie. */
const period = 30;
const digits = 6;
const twoFactorCookieName = 'two_factor';
/** Secrets imported from another provider are stored by the plugin as `base32:<secret>` (never ours). */
const base32Prefix = 'base32:';

/** The time steps (t-1, t, t+1: the plugin's window) whose code is `code` for `secret`, highest first. */
export async function matchingSteps(secret: string | Uint8Array, code: string, now = Date.now()): Promise<number[]> {
  const otp = createOTP(secret, { period, digits });
  const current = Math.floor(now / (period * 1000));
  const matched: number[] = [];
  for (const step of [current + 1, current, current - 1]) {
    if ((await otp.hotp(step)) === code) matched.push(step);
  }
  return matched;
}

/**
 * A TOTP code works once (ASVS 5.0 V6.5.1, V6.5.5). Better Auth's two-factor plugin accepts a code for its whole
 * ±1-step window (about 90 seconds) as often as it is sent, and stores no used step. This `before` hook on
 * `/two-factor/verify-totp`, which both completes a sign-in and confirms two-factor being turned on (the plugin
 * verifies no code at `/two-factor/enable`), finds the user as the plugin does (the request's session, otherwise
 * the signed `two_factor` challenge cookie), decrypts the TOTP secret with Better Auth's own helper, and finds which
 * step of the window the code belongs to. That step is recorded in `totp_last_steps` only if it is later than the
 * last one accepted for the user, in one atomic upsert, so two requests racing with the same code cannot both pass.
 * A code whose step is not later is replaced by an empty one: the plugin then refuses it exactly as a wrong code
 * (401 `INVALID_CODE`), counting the failure against the challenge and the account lock, and the lock still wins.
 * A hook, so it holds over HTTP and for the account pages' `auth.api.verifyTOTP` alike.
 *
 * The step is recorded before the plugin goes on, so a right code refused for another reason (an expired challenge,
 * a locked account) is used up: its owner waits for the next one, at most 30 seconds.
 */
export function totpReplayGuard(deps: { db: Db }) {
  return {
    id: 'deploia-totp-replay',
    hooks: {
      before: [
        {
          matcher: (ctx) => ctx.path === '/two-factor/verify-totp',
          handler: createAuthMiddleware(async (ctx) => {
            const code = (ctx.body as { code?: unknown } | undefined)?.code;
            if (typeof code !== 'string' || code === '') return;
            const userId = await twoFactorUserOf(ctx);
            if (!userId) return;
            const [row] = await deps.db
              .select({ secret: twoFactor.secret })
              .from(twoFactor)
              .where(eq(twoFactor.userId, userId));
            if (!row) return;
            let stored: string;
            try {
              stored = await symmetricDecrypt({ key: ctx.context.secretConfig, data: row.secret });
            } catch {
              return; // the plugin fails the same way on the same row
            }
            const secret = stored.startsWith(base32Prefix)
              ? base32.decode(stored.slice(base32Prefix.length).toUpperCase())
              : stored;
            const [step] = await matchingSteps(secret, code);
            if (step === undefined) return; // a wrong code: the plugin refuses it
            const recorded = await deps.db
              .insert(totpLastSteps)
              .values({ userId, step, acceptedAt: new Date() })
              .onConflictDoUpdate({
                target: totpLastSteps.userId,
                set: { step: sql`excluded.step`, acceptedAt: sql`excluded.accepted_at` },
                setWhere: lt(totpLastSteps.step, sql`excluded.step`),
              })
              .returning({ userId: totpLastSteps.userId });
            if (recorded.length > 0) return;
            return { context: { body: { ...ctx.body, code: '' } } };
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}

/** The user a `/two-factor/verify-*` request is for, found as the plugin's `verifyTwoFactor` finds it. */
export async function twoFactorUserOf(
  ctx: Parameters<Parameters<typeof createAuthMiddleware>[0]>[0],
): Promise<string | null> {
  const session = await getSessionFromCtx(ctx);
  if (session) return session.user.id;
  const cookie = ctx.context.createAuthCookie(twoFactorCookieName);
  const identifier = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!identifier) return null;
  const challenge = await ctx.context.internalAdapter.findVerificationValue(identifier);
  return challenge?.value ?? null;
}
