import path from 'node:path';
import { z } from 'zod';
import { demoPayoutDebtor } from '../core/admin/payouts/payout-debtor.ts';
import { parseSecretKeys } from '../core/deployments/secret-box.ts';
import type { Operator } from '../core/legal/operator.ts';
import { compactIban, isValidIban } from '../core/sellers/iban.ts';
import { isIpOrCidr } from '../server/auth/client-ip.ts';
import { parseOperator } from './operator-env.ts';

const bool = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

/** An OAuth provider is offered only when both its id and secret are configured. */
const oauthClient = (clientId?: string, clientSecret?: string) =>
  clientId && clientSecret ? { clientId, clientSecret } : undefined;

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().min(1).default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    DATABASE_READ_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    DATABASE_READ_STICKY_SECONDS: z.coerce.number().int().min(1).max(3600).default(5),
    DATA_DIR: z.string().min(1).default('.data'),
    BUILD_DIR: z.string().min(1).default('build'),
    SEED_DEMO: bool.optional(),
    WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
    RESPONSE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(10),
    SHARED_CACHE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(10),
    STALE_WHILE_REVALIDATE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    /**
     * The keys sealing deployment secrets (decision 0046): `id:base64key,…` (32 bytes each) or `derived`, the first
     * seals, all open. The key derived from the server's secret always opens; it seals when this is unset.
     */
    DEPLOYMENT_SECRETS_KEYS: z
      .string()
      .transform((value, ctx) => {
        try {
          return parseSecretKeys(value);
        } catch (error) {
          ctx.addIssue({ code: 'custom', message: (error as Error).message });
          return z.NEVER;
        }
      })
      .optional(),
    ADMIN_REQUIRE_2FA: bool.optional(),
    TRUSTED_PROXIES: z
      .string()
      .transform((v) =>
        v
          .split(',')
          .map((entry) => entry.trim())
          .filter(Boolean),
      )
      .refine((entries) => entries.every(isIpOrCidr), 'must be a comma-separated list of IP addresses or CIDR ranges')
      .optional(),
    GOOGLE_CLIENT_ID: z.string().min(1).optional(),
    GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
    GITHUB_CLIENT_ID: z.string().min(1).optional(),
    GITHUB_CLIENT_SECRET: z.string().min(1).optional(),
    SANDBOX_PAYMENTS: bool.optional(),
    SANDBOX_DUPLICATE_RATE: z.coerce.number().min(0).max(1).default(0.1),
    SANDBOX_SETTLE_SECONDS: z.coerce.number().int().min(0).max(3600).default(8),
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret key (sk_test_…)')
      .optional(),
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_\w+$/, 'must be a webhook signing secret (whsec_…)')
      .optional(),
    PAYPAL_CLIENT_ID: z.string().min(1).optional(),
    PAYPAL_CLIENT_SECRET: z.string().min(1).optional(),
    PAYPAL_WEBHOOK_ID: z.string().min(1).optional(),
    PAYPAL_ENVIRONMENT: z.enum(['sandbox', 'production']).default('sandbox'),
    SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
    MAIL_FROM: z
      .string()
      .regex(/^([^<>]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/, 'must be an address, optionally "Name <address>"')
      .optional(),
    PAYOUT_DEBTOR_NAME: z.string().trim().min(1).max(70).optional(),
    PAYOUT_DEBTOR_IBAN: z.string().refine(isValidIban, 'must be a valid IBAN').transform(compactIban).optional(),
    PAYOUT_DEBTOR_BIC: z
      .string()
      .regex(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/, 'must be a BIC (8 or 11 characters)')
      .optional(),
    S3_BUCKET: z.string().min(3).max(63).optional(),
    S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_FORCE_PATH_STYLE: bool.optional(),
    S3_PRESIGNED_DOWNLOADS: bool.optional(),
    SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(300).default(0),
  })
  .refine((env) => !env.S3_ACCESS_KEY_ID === !env.S3_SECRET_ACCESS_KEY, {
    path: ['S3_SECRET_ACCESS_KEY'],
    message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
  })
  .refine((env) => env.S3_BUCKET || !(env.S3_ENDPOINT || env.S3_ACCESS_KEY_ID), {
    path: ['S3_BUCKET'],
    message: 'is required to store files in S3 (S3_ENDPOINT or keys are set)',
  })
  .refine((env) => env.AUTH_SECRET || env.NODE_ENV !== 'production' || !env.DATABASE_URL, {
    path: ['AUTH_SECRET'],
    message: 'is required in production with DATABASE_URL (signs sessions; e.g. `openssl rand -base64 32`)',
  })
  .refine((env) => !env.DATABASE_READ_URL || env.DATABASE_URL, {
    path: ['DATABASE_READ_URL'],
    message: 'needs DATABASE_URL (a read replica of that PostgreSQL primary; the embedded database has none)',
  })
  .refine((env) => env.WEB_CONCURRENCY === 1 || env.DATABASE_URL, {
    path: ['WEB_CONCURRENCY'],
    message: 'more than one worker needs DATABASE_URL (the embedded database belongs to one process)',
  })
  .refine((env) => !env.STRIPE_SECRET_KEY === !env.STRIPE_WEBHOOK_SECRET, {
    path: ['STRIPE_WEBHOOK_SECRET'],
    message: 'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET go together',
  })
  .refine(
    (env) => [env.PAYPAL_CLIENT_ID, env.PAYPAL_CLIENT_SECRET, env.PAYPAL_WEBHOOK_ID].filter(Boolean).length % 3 === 0,
    {
      path: ['PAYPAL_WEBHOOK_ID'],
      message: 'PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET and PAYPAL_WEBHOOK_ID go together',
    },
  )
  .refine((env) => !env.SMTP_URL || env.MAIL_FROM, {
    path: ['MAIL_FROM'],
    message: 'is required with SMTP_URL (the sender your mail server accepts)',
  })
  .transform((env) => {
    const dataDir = path.resolve(env.DATA_DIR);
    const embedded = !env.DATABASE_URL;
    return {
      env: env.NODE_ENV,
      isProduction: env.NODE_ENV === 'production',
      host: env.HOST,
      port: env.PORT,
      publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
      databaseUrl: env.DATABASE_URL,
      /**
       * A streaming replica of the primary for catalogue reads (decision 0037); unset = everything on the primary.
       * `stickySeconds`: how long after a write a browser's catalogue reads stay on the primary (read your writes).
       */
      readReplica: { url: env.DATABASE_READ_URL, stickySeconds: env.DATABASE_READ_STICKY_SECONDS },
      dataDir,
      buildDir: path.resolve(env.BUILD_DIR),
      /** Demo mode: the embedded database, seeded with the demo catalogue and demo accounts. */
      demo: embedded,
      seedDemo: env.SEED_DEMO ?? embedded,
      logLevel: env.LOG_LEVEL,
      /** Processes serving HTTP on the same port (server/workers.ts); 1 runs a single process. */
      workers: env.WEB_CONCURRENCY,
      responseCacheSeconds: env.RESPONSE_CACHE_SECONDS,
      /** What anonymous public answers tell a CDN or reverse proxy: `s-maxage` and `stale-while-revalidate`. */
      sharedCache: { sharedSeconds: env.SHARED_CACHE_SECONDS, staleSeconds: env.STALE_WHILE_REVALIDATE_SECONDS },
      /** Unset in demo and development: a random secret is kept in the data directory. */
      authSecret: env.AUTH_SECRET,
      /** The deployment secrets' keys; unset: derived from the server's secret (core/deployments/secret-box.ts). */
      deploymentSecretsKeys: env.DEPLOYMENT_SECRETS_KEYS,
      adminRequire2fa: env.ADMIN_REQUIRE_2FA ?? !embedded,
      /** Reverse proxies whose X-Forwarded-For is believed; none by default (server/auth/client-ip.ts). */
      trustedProxies: env.TRUSTED_PROXIES ?? [],
      oauth: {
        google: oauthClient(env.GOOGLE_CLIENT_ID, env.GOOGLE_CLIENT_SECRET),
        github: oauthClient(env.GITHUB_CLIENT_ID, env.GITHUB_CLIENT_SECRET),
      },
      payments: {
        /** The built-in test provider; on unless turned off (SANDBOX_PAYMENTS=0). */
        sandbox: env.SANDBOX_PAYMENTS ?? true,
        sandboxDuplicateRate: env.SANDBOX_DUPLICATE_RATE,
        sandboxSettleSeconds: env.SANDBOX_SETTLE_SECONDS,
        stripe:
          env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
            ? { secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET }
            : null,
        paypal:
          env.PAYPAL_CLIENT_ID && env.PAYPAL_CLIENT_SECRET && env.PAYPAL_WEBHOOK_ID
            ? {
                clientId: env.PAYPAL_CLIENT_ID,
                clientSecret: env.PAYPAL_CLIENT_SECRET,
                webhookId: env.PAYPAL_WEBHOOK_ID,
                environment: env.PAYPAL_ENVIRONMENT,
              }
            : null,
      },
      /** Mail goes out through this SMTP server; without it, it stops at the outbox table (demo mailbox). */
      smtp: env.SMTP_URL && env.MAIL_FROM ? { url: env.SMTP_URL, from: env.MAIL_FROM } : null,
      /** Uploaded and generated files go to this S3 bucket; without it, to `DATA_DIR/uploads` on local disk. */
      s3: env.S3_BUCKET
        ? {
            bucket: env.S3_BUCKET,
            endpoint: env.S3_ENDPOINT,
            region: env.S3_REGION,
            credentials:
              env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
                ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
                : undefined,
            forcePathStyle: env.S3_FORCE_PATH_STYLE ?? Boolean(env.S3_ENDPOINT),
            presignedDownloads: env.S3_PRESIGNED_DOWNLOADS ?? false,
          }
        : null,
      /** On SIGTERM, /readyz answers 503 this long before the server stops accepting connections. */
      shutdownDrainSeconds: env.SHUTDOWN_DRAIN_SECONDS,
      /** The platform's account in the payout batches' SEPA files; the demo debtor for what is not set. */
      payoutDebtor: {
        name: env.PAYOUT_DEBTOR_NAME ?? demoPayoutDebtor.name,
        iban: env.PAYOUT_DEBTOR_IBAN ?? demoPayoutDebtor.iban,
        bic: env.PAYOUT_DEBTOR_BIC ?? demoPayoutDebtor.bic,
      },
    };
  });

export type Config = z.output<typeof schema> & {
  /** Who runs the marketplace (OPERATOR_*; the demo operator in demo and development). */
  operator: Operator;
};

export class ConfigError extends Error {
  readonly issues: string[];
  constructor(issues: string[]) {
    super(`Invalid configuration:\n${issues.map((i) => `  - ${i}`).join('\n')}`);
    this.issues = issues;
  }
}

/** Parses the environment once; blank values count as unset. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = schema.safeParse(cleaned);
  const productionStart = cleaned.NODE_ENV === 'production' && Boolean(cleaned.DATABASE_URL);
  const operator = parseOperator(cleaned, productionStart);
  if (!parsed.success || !operator.operator) {
    throw new ConfigError([
      ...(parsed.error?.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`) ?? []),
      ...operator.issues,
    ]);
  }
  return { ...parsed.data, operator: operator.operator };
}
