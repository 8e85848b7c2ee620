import { createHash } from 'node:crypto';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { admin, bearer, emailOTP, phoneNumber, twoFactor } from 'better-auth/plugins';
import { eq, inArray } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Config } from '../../config/env.server.ts';
import { deviceName } from '../../core/accounts/device-name.ts';
import { isGuestAccount } from '../../core/accounts/guest-account.ts';
import { libraryUrl } from '../../core/accounts/library-link.ts';
import { passwordLimits } from '../../core/accounts/password.schema.ts';
import { phoneNumberPattern } from '../../core/accounts/phone.schema.ts';
import type { Clock } from '../../core/ports/clock.ts';
import { hasWellFormedTexts } from '../../core/shared/well-formed-text.ts';
import type { Db } from '../../db/client.ts';
import {
  account,
  knownDevices,
  profiles,
  rateLimit,
  session,
  twoFactor as twoFactorTable,
  user,
  verification,
} from '../../db/schema/index.ts';
import type { EmailMessage } from '../../emails/template-props.ts';
import { resolveLocale } from '../../i18n/config.ts';
import { accountFlowPaths, accountRateLimits, withTranslatedRateLimit } from './account-rate-limits.ts';
import type { AuthNotifier, AuthRecipient } from './auth-notifier.ts';
import { backupCodeSettings, backupCodeStorage, hashedBackupCodes } from './backup-codes.ts';
import { authCookieOptions } from './cookies.ts';
import { oauthTwoFactor } from './oauth-two-factor.ts';
import { assertUncommonPassword } from './password-policy.ts';
import { resetTokenOwner } from './reset-lock-relief.ts';
import { endOutlivedSessions, hasLiveSession, sessionAbsoluteSeconds, sessionTokensOf } from './session-lifetime.ts';
import { totpReplayGuard } from './totp-replay.ts';
import { verificationLinkTwoFactor } from './verification-link-two-factor.ts';

export interface AuthDeps {
  db: Db;
  log: Logger;
  clock: Clock;
  notifier: AuthNotifier;
}

const minutes = (seconds: number) => Math.round(seconds / 60);
export const authTimings = {
  verifyEmailSeconds: 24 * 3600,
  resetPasswordSeconds: 3600,
  signInCodeSeconds: 300,
  sessionSeconds: 7 * 24 * 3600,
  /** How often a used session's expiry (and "last use") is pushed forward. */
  sessionUpdateSeconds: 3600,
  /** However active, a session ends this long after its sign-in (ASVS 5.0 V7.3.2): see session-lifetime.ts. */
  sessionAbsoluteSeconds,
};

/**
 * Better Auth endpoints closed over HTTP (404). Our pages never call them, and each would let a client open a
 * session or set a password while skipping a check we rely on (ASVS 5.0 V6.3.4):
 * - e-mail-OTP verification, reset and e-mail change, and the phone reset: their codes are never sent
 *   (`sendVerificationOTP` only mails sign-in codes), and `/email-otp/verify-email` would open a session without
 *   the second factor, the resets would set a password without the common-password check;
 *   `/email-otp/check-verification-otp` would test a sign-in code outside the per-account limits;
 * - two-factor by e-mailed or texted code: not offered (TOTP and backup codes only);
 * - the admin plugin's endpoints: we use it for bans only, and administrators are `user_roles` rows, so these would
 *   only ever answer to a `user.role` we never set; they include impersonation (a session without any factor)
 *   and setting or creating passwords without the common-password check;
 * - `/update-session` (no session field is writable), and `/delete-user` (an account is deleted by
 *   core/accounts/delete-account.ts, which keeps orders and invoices);
 * - `/change-email` and `/phone-number/send-otp`: over HTTP they need only a session, so whoever holds a stolen
 *   one could move the account to their own address or register their own number (ASVS 5.0 V7.5.1). /profile
 *   reaches both through `auth.api.*` only after checking the current password (`reauthenticate` in
 *   app/routes/account/profile-actions.server.ts). `/phone-number/verify` stays open: it only completes a code
 *   that a password-checked request sent.
 * This is HTTP only: Better Auth checks the list in its router, so `auth.api.*` calls from our pages are unaffected.
 */
export const disabledAuthPaths = [
  '/email-otp/verify-email',
  '/email-otp/check-verification-otp',
  '/email-otp/request-password-reset',
  '/forget-password/email-otp',
  '/email-otp/reset-password',
  '/email-otp/request-email-change',
  '/email-otp/change-email',
  '/phone-number/request-password-reset',
  '/phone-number/reset-password',
  '/two-factor/send-otp',
  '/two-factor/verify-otp',
  '/admin/ban-user',
  '/admin/create-user',
  '/admin/get-user',
  '/admin/has-permission',
  '/admin/impersonate-user',
  '/admin/list-user-sessions',
  '/admin/list-users',
  '/admin/remove-user',
  '/admin/revoke-user-session',
  '/admin/revoke-user-sessions',
  '/admin/set-role',
  '/admin/set-user-password',
  '/admin/stop-impersonating',
  '/admin/unban-user',
  '/admin/update-user',
  '/update-session',
  '/delete-user',
  '/delete-user/callback',
  '/change-email',
  '/phone-number/send-otp',
];

/** Paths that sign a user in: a session they create starts a new absolute lifetime, whatever the request carried. */
const signInPath = /^\/(sign-in|callback|oauth2\/callback|verify-email)(\/|$)/;

/**
 * The sign-in time of a session being created, from which its absolute lifetime counts (session-lifetime.ts).
 * Turning two-factor on or off, and changing the password, replace the request's session with a new one: Better
 * Auth copies the old row into the new one when it passes it along (two-factor), and otherwise the request's own
 * session of the same user is the one being replaced (password change). Either way the new session keeps the old
 * sign-in time, so renewing a session never restarts the 30 days; only a sign-in does.
 */
function signedInAtOf(
  s: { userId: string; signedInAt?: unknown },
  ctx: { path?: string; context: { session?: { user: { id: string }; session: object } | null } } | null | undefined,
): Date {
  const asDate = (value: unknown) => {
    const date = value instanceof Date || typeof value === 'string' ? new Date(value) : null;
    return date && !Number.isNaN(date.getTime()) ? date : null;
  };
  const carried = asDate(s.signedInAt);
  if (carried) return carried;
  const current = ctx?.context.session;
  if (current && current.user.id === s.userId && !signInPath.test(ctx?.path ?? '')) {
    const replaced = current.session as { signedInAt?: unknown; createdAt?: unknown };
    const since = asDate(replaced.signedInAt) ?? asDate(replaced.createdAt);
    if (since) return since;
  }
  return new Date();
}

/** Paths whose session, once created, proves a second factor. */
const secondFactorPath = /^\/two-factor\/verify-(totp|backup-code|otp)$/;

/**
 * Better Auth, configured as DESIGN.md §1 says: e-mail + password with verification and reset, TOTP
 * two-factor with backup codes, phone number and e-mailed sign-in codes, bans (admin plugin), sessions and
 * rate limits in PostgreSQL. Pages call it through `auth.api.*` from their actions; `/api/auth/*` serves the
 * same endpoints over HTTP (OAuth callbacks).
 */
export function createAuth(config: Config & { authSecret: string }, { db, log, clock, notifier }: AuthDeps) {
  const recipient = async (u: { id: string; email: string; name: string }, headers?: Headers | null) => {
    const [profile] = await db
      .select({ locale: profiles.locale, displayName: profiles.displayName })
      .from(profiles)
      .where(eq(profiles.id, u.id));
    const locale = profile?.locale ?? resolveLocale(new URL(config.publicUrl), headers?.get('cookie') ?? null);
    return { email: u.email, name: profile?.displayName ?? u.name, locale } satisfies AuthRecipient;
  };
  const send = async (
    u: { id: string; email: string; name: string },
    message: EmailMessage,
    headers?: Headers | null,
  ) => {
    await notifier.email(await recipient(u, headers), message);
  };
  const page = (path: string) => `${config.publicUrl}${path}`;

  const auth = betterAuth({
    appName: 'Déploia',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    disabledPaths: disabledAuthPaths,
    trustedOrigins: [config.publicUrl],
    logger: { log: (level, message, ...args) => log[level]({ args }, message) },
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user, session, account, verification, twoFactor: twoFactorTable, rateLimit },
    }),
    advanced: {
      database: { generateId: 'uuid' },
      ...authCookieOptions(config),
      // Only X-Forwarded-For, which server/auth/client-ip.ts has replaced with the address it resolved from the
      // socket (and TRUSTED_PROXIES): whatever a client sends in it, or in X-Real-IP, never reaches here.
      ipAddress: { ipAddressHeaders: ['x-forwarded-for'] },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: passwordLimits.min,
      maxPasswordLength: passwordLimits.max,
      requireEmailVerification: false,
      // Sign-up answers the same whether the address has an account or not (OWASP: no account enumeration), so
      // it cannot sign the new user in: the e-mailed link does (autoSignInAfterVerification). The owner of an
      // existing account is told by e-mail that someone tried to create one with their address.
      autoSignIn: false,
      // The user in the answer for an existing address is made up: it gets the defaults a new row gets from the
      // admin, two-factor and phone-number plugins, or the answer would still tell the two cases apart.
      customSyntheticUser: ({ coreFields, additionalFields, id }) => ({
        ...coreFields,
        role: 'user',
        banned: false,
        banReason: null,
        banExpires: null,
        twoFactorEnabled: false,
        phoneNumber: null,
        phoneNumberVerified: false,
        ...additionalFields,
        id,
      }),
      // A guest (bought with this address, no password) is told how to finish their account and where their
      // purchases are: choosing a password through the reset link proves the address, as verification does.
      onExistingUserSignUp: async ({ user: u }, request) =>
        send(
          u,
          {
            template: 'sign-up-attempt',
            props: {
              name: u.name,
              actionUrl: page('/auth'),
              resetUrl: page('/reset-password'),
              libraryUrl: (await isGuestAccount(db, u.id))
                ? libraryUrl({ secret: config.authSecret, publicUrl: config.publicUrl, clock }, u.id)
                : null,
            },
          },
          request?.headers,
        ),
      onPasswordReset: async ({ user: u }) => {
        if (!u.emailVerified) await db.update(user).set({ emailVerified: true }).where(eq(user.id, u.id));
      },
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: authTimings.resetPasswordSeconds,
      sendResetPassword: ({ user: u, token }, request) =>
        send(
          u,
          {
            template: 'reset-password',
            props: {
              name: u.name,
              actionUrl: page(`/reset-password?token=${encodeURIComponent(token)}`),
              expiresInMinutes: minutes(authTimings.resetPasswordSeconds),
            },
          },
          request?.headers,
        ),
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: authTimings.verifyEmailSeconds,
      sendVerificationEmail: ({ user: u, token }, request) =>
        send(
          u,
          {
            template: 'verify-email',
            props: {
              name: u.name,
              actionUrl: page(`/verify-email?token=${encodeURIComponent(token)}`),
              expiresInMinutes: minutes(authTimings.verifyEmailSeconds),
            },
          },
          request?.headers,
        ),
    },
    user: {
      // A verified address approves the change first (the message goes to it), then the new one is verified.
      changeEmail: {
        enabled: true,
        sendChangeEmailConfirmation: ({ user: u, newEmail, token }, request) =>
          send(
            u,
            {
              template: 'change-email',
              props: {
                name: u.name,
                actionUrl: page(`/verify-email?token=${encodeURIComponent(token)}`),
                newEmail,
                expiresInMinutes: minutes(authTimings.verifyEmailSeconds),
              },
            },
            request?.headers,
          ),
      },
    },
    session: {
      expiresIn: authTimings.sessionSeconds,
      updateAge: authTimings.sessionUpdateSeconds,
      additionalFields: {
        aal: { type: 'string', required: false, defaultValue: 'aal1', input: false },
        /** When the user signed in: kept when Better Auth replaces the session (see `session.create.before`). */
        signedInAt: { type: 'date', required: false, input: false },
      },
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 100,
      // The account flows are limited per account and per address by accountRateLimits (the designed policy, ASVS
      // 5.0 V6.1.1). Better Auth's own per-address rules on them (3 in 10 s, its two-factor plugin's too) would let
      // one person behind a shared address lock everyone else out: they are turned off there, and only there.
      customRules: Object.fromEntries(accountFlowPaths.map((path) => [path, false])),
    },
    socialProviders: {
      ...(config.oauth.google && { google: config.oauth.google }),
      ...(config.oauth.github && { github: config.oauth.github }),
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        // NUL, control characters and lone surrogates in an e-mail, a name or a token: refused before any query
        // (PostgreSQL would fail on NUL), as the API refuses them (server/middleware/well-formed-input.ts).
        if (!hasWellFormedTexts(ctx.body) || !hasWellFormedTexts(ctx.query)) {
          throw new APIError('BAD_REQUEST', { code: 'INVALID_INPUT', message: 'Invalid characters in the request' });
        }
        // Runs before any plugin's hook and before Better Auth reads the session, on every endpoint, over HTTP and
        // through `auth.api.*` alike: a session past its absolute lifetime is deleted, so it is not there to use.
        const tokens = sessionTokensOf(ctx.headers ?? ctx.request?.headers, ctx.context.authCookies.sessionToken.name);
        await endOutlivedSessions({ db, clock }, tokens);
        // A new password must not be made of its account's e-mail or name: sign-up's are in the body, the others' are
        // the session's user (change) or the reset token's (password-policy.ts).
        const resetToken = ctx.path === '/reset-password' ? (ctx.body?.token ?? ctx.query?.token) : undefined;
        const owner =
          ctx.path === '/change-password'
            ? (await getSessionFromCtx(ctx))?.user
            : typeof resetToken === 'string' && resetToken
              ? await resetTokenOwner({ db, clock }, resetToken)
              : null;
        assertUncommonPassword(ctx.path, ctx.body, owner);
        // An e-mailed code is a first factor only: an account with two-factor signs in with its password.
        if (ctx.path === '/sign-in/email-otp' && typeof ctx.body?.email === 'string') {
          const [found] = await db
            .select({ twoFactorEnabled: user.twoFactorEnabled })
            .from(user)
            .where(eq(user.email, ctx.body.email.toLowerCase()));
          if (found?.twoFactorEnabled) {
            throw new APIError('FORBIDDEN', { code: 'TWO_FACTOR_REQUIRED', message: 'Use your password' });
          }
        }
        // A texted code only proves a number for the signed-in user adding it: never a sign-in on its own. Without
        // `updatePhoneNumber`, Better Auth would find the number's owner and open a session for them (no second
        // factor asked), so it is always set, with `disableSession`; codes are only sent and checked for a session.
        if (ctx.path === '/phone-number/send-otp' || ctx.path === '/phone-number/verify') {
          if (!(await hasLiveSession({ db, clock }, tokens))) {
            throw new APIError('UNAUTHORIZED', { code: 'UNAUTHORIZED', message: 'Sign in first' });
          }
          if (ctx.path === '/phone-number/verify') {
            return { context: { body: { ...ctx.body, updatePhoneNumber: true, disableSession: true } } };
          }
        }
      }),
    },
    databaseHooks: {
      user: {
        create: {
          after: async (u, ctx) => {
            const cookie = ctx?.headers?.get('cookie') ?? null;
            const locale = resolveLocale(new URL(config.publicUrl), cookie);
            await db
              .insert(profiles)
              .values({ id: u.id, email: u.email, displayName: u.name, locale })
              .onConflictDoNothing();
          },
        },
        update: {
          after: async (u, ctx) => {
            await db.update(profiles).set({ email: u.email }).where(eq(profiles.id, u.id));
            // The session's user is the snapshot from before this request's change.
            const before = ctx?.context.session?.user as { twoFactorEnabled?: boolean } | undefined;
            const enabled = Boolean((u as { twoFactorEnabled?: boolean }).twoFactorEnabled);
            if (before && before.twoFactorEnabled !== undefined && before.twoFactorEnabled !== enabled) {
              await send(u, {
                template: enabled ? 'two-factor-enabled' : 'two-factor-disabled',
                props: { name: u.name, actionUrl: page('/security-test') },
              });
            }
          },
        },
      },
      session: {
        create: {
          before: async (s, ctx) => ({
            data: {
              ...s,
              aal: ctx?.path && secondFactorPath.test(ctx.path) ? 'aal2' : 'aal1',
              signedInAt: signedInAtOf(s, ctx),
            },
          }),
          after: async (s, ctx) => {
            // Signing in again ends the session the request came with, whose cookie the new one replaces (ASVS 5.0
            // V7.2.4). A renewal (two-factor turned on or off, password changed) has already deleted it.
            const previous = ctx
              ? sessionTokensOf(ctx.headers ?? ctx.request?.headers, ctx.context.authCookies.sessionToken.name)
              : [];
            const replaced = previous.filter((token) => token !== s.token);
            if (replaced.length > 0) await db.delete(session).where(inArray(session.token, replaced));
            const userAgent = s.userAgent ?? ctx?.headers?.get('user-agent') ?? '';
            const fingerprint = createHash('sha256').update(userAgent).digest('base64url');
            const seen = await db
              .select({ fingerprint: knownDevices.fingerprint })
              .from(knownDevices)
              .where(eq(knownDevices.userId, s.userId));
            const known = seen.some((d) => d.fingerprint === fingerprint);
            await db
              .insert(knownDevices)
              .values({ userId: s.userId, fingerprint })
              .onConflictDoUpdate({
                target: [knownDevices.userId, knownDevices.fingerprint],
                set: { lastSeenAt: clock.now() },
              });
            if (known || seen.length === 0) return;
            const [u] = await db.select().from(user).where(eq(user.id, s.userId));
            if (!u) return;
            await send(u, {
              template: 'new-sign-in',
              props: {
                name: u.name,
                actionUrl: page('/security-test'),
                device: deviceName(userAgent) ?? (userAgent || '?'),
                signedInAt: clock.now().toISOString(),
                location: null,
              },
            });
          },
        },
      },
    },
    plugins: [
      twoFactor({
        issuer: 'Déploia',
        backupCodeOptions: { ...backupCodeSettings, storeBackupCodes: backupCodeStorage },
        accountLockout: { enabled: true, maxFailedAttempts: 10, durationSeconds: 15 * 60 },
      }),
      admin(),
      bearer(),
      accountRateLimits({ db, clock }, config.publicUrl),
      oauthTwoFactor(config.publicUrl),
      totpReplayGuard({ db }),
      hashedBackupCodes({ db }),
      verificationLinkTwoFactor(),
      phoneNumber({
        otpLength: 6,
        expiresIn: 300,
        allowedAttempts: 5,
        phoneNumberValidator: (value) => phoneNumberPattern.test(value),
        sendOTP: ({ phoneNumber: to, code }, ctx) =>
          notifier.sms(to, code, resolveLocale(new URL(config.publicUrl), ctx?.headers?.get('cookie') ?? null)),
      }),
      emailOTP({
        otpLength: 6,
        expiresIn: authTimings.signInCodeSeconds,
        allowedAttempts: 5,
        disableSignUp: true,
        storeOTP: 'hashed',
        sendVerificationOTP: async ({ email, otp, type }, ctx) => {
          if (type !== 'sign-in') return;
          const [u] = await db.select().from(user).where(eq(user.email, email.toLowerCase()));
          if (!u) return;
          await send(
            u,
            {
              template: 'sign-in-code',
              props: { name: u.name, code: otp, expiresInMinutes: minutes(authTimings.signInCodeSeconds) },
            },
            ctx?.headers,
          );
        },
      }),
    ],
  });
  const handle = auth.handler;
  auth.handler = async (request: Request) => withTranslatedRateLimit(request, await handle(request));
  return auth;
}

export type Auth = ReturnType<typeof createAuth>;
