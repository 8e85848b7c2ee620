/**
 * Better Auth tables (core + two-factor + admin + phone-number plugins + database rate limit).
 * JS keys follow Better Auth's field names; SQL names are snake_case.
 */
import { bigint, boolean, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at, ref, tableWithId, timestamps } from './columns.ts';

export const user = tableWithId(
  'user',
  {
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    role: text('role'),
    banned: boolean('banned').notNull().default(false),
    banReason: text('ban_reason'),
    banExpires: at('ban_expires'),
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    phoneNumber: text('phone_number').unique(),
    phoneNumberVerified: boolean('phone_number_verified').notNull().default(false),
    ...timestamps(),
  },
  (t) => [index('user_created_at_idx').on(t.createdAt)],
);

/** A row that belongs to a user and is deleted with them. */
export const belongsToUser = (name = 'user_id') => ref(name, () => user.id, 'cascade').notNull();
/** A user the row mentions (who acted, who holds it…); the row outlives them, this column emptied. */
export const nullableUser = (name: string) => ref(name, () => user.id, 'set null');

export const session = tableWithId(
  'session',
  {
    token: text('token').notNull().unique(),
    userId: belongsToUser(),
    expiresAt: at('expires_at').notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    impersonatedBy: nullableUser('impersonated_by'),
    /** Authenticator assurance level: aal2 once a second factor was verified for this session. */
    aal: text('aal').notNull().default('aal1'),
    /**
     * When the user signed in, from which the 30-day absolute lifetime counts (server/auth/session-lifetime.ts):
     * a session Better Auth creates to replace this one (two-factor on or off, password change) keeps it. Null
     * on rows from before the column, which count from `created_at`.
     */
    signedInAt: at('signed_in_at'),
    ...timestamps(),
  },
  (t) => [index('session_user_id_idx').on(t.userId)],
);

export const account = tableWithId(
  'account',
  {
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: belongsToUser(),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: at('access_token_expires_at'),
    refreshTokenExpiresAt: at('refresh_token_expires_at'),
    scope: text('scope'),
    password: text('password'),
    ...timestamps(),
  },
  (t) => [
    index('account_user_id_idx').on(t.userId),
    index('account_provider_account_idx').on(t.providerId, t.accountId),
  ],
);

export const verification = tableWithId(
  'verification',
  {
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: at('expires_at').notNull(),
    ...timestamps(),
  },
  (t) => [index('verification_identifier_idx').on(t.identifier)],
);

export const twoFactor = tableWithId(
  'two_factor',
  {
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: belongsToUser(),
    verified: boolean('verified').notNull().default(true),
    failedVerificationCount: integer('failed_verification_count').notNull().default(0),
    lockedUntil: at('locked_until'),
  },
  (t) => [index('two_factor_user_id_idx').on(t.userId)],
);

/**
 * The last TOTP time step (Unix time / 30 s) accepted for each user: a code of that step or an earlier one is
 * refused, so a code works once (ASVS 5.0 V6.5.1, V6.5.5). See server/auth/totp-replay.ts.
 */
export const totpLastSteps = pgTable('totp_last_steps', {
  userId: belongsToUser().primaryKey(),
  step: bigint('step', { mode: 'number' }).notNull(),
  acceptedAt: at('accepted_at').notNull().defaultNow(),
});

/** Devices a user has signed in from (hash of the user agent), to warn of a sign-in from a new one. */
export const knownDevices = pgTable(
  'known_devices',
  {
    userId: belongsToUser(),
    fingerprint: text('fingerprint').notNull(),
    firstSeenAt: at('first_seen_at').notNull().defaultNow(),
    lastSeenAt: at('last_seen_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.fingerprint] })],
);

export const rateLimit = tableWithId('rate_limit', {
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});
