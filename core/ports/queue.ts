import type { Db } from '../../db/client.ts';
import type { EmailMessage } from '../../emails/template-props.ts';
import type { Locale } from '../../i18n/config.ts';

/** Background jobs by name, with their payload (stored as JSON until a worker runs them). */
export interface Jobs {
  /**
   * Renders the template in the recipient's language and hands it to the Mailer; `listUnsubscribe` is the
   * one-click unsubscribe address of a bulk e-mail (RFC 8058).
   */
  'send-email': EmailMessage & { to: string; locale: Locale; listUnsubscribe?: string };
  /** The sandbox provider signs and POSTs one of its events to /webhooks/sandbox; a non-2xx answer is retried. */
  'deliver-sandbox-event': { eventId: string; duplicate?: boolean };
  /** Renders an invoice or credit note to PDF and keeps it in the file store. */
  'render-invoice': { invoiceId: string };
  /** Expires unpaid orders, runs the sandbox's renewals, suspends lapsed and ends cancelled subscriptions. */
  'commerce-upkeep': Record<string, never>;
  /** Moves products in and out of the search's popular tier; refreshes the catalogue's statistics when stale. */
  'search-upkeep': Record<string, never>;
  /** Tells a product's buyers (notification and e-mail) that a release is out; `publicUrl` is for the e-mail links. */
  'notify-release-buyers': { releaseId: string; publicUrl: string };
  /** E-mails an administrator's broadcast to its recipients, a batch per job (core/admin/broadcasts). */
  'email-broadcast': { broadcastId: string; publicUrl: string; afterUserId?: string };
  /** E-mails a creator's post to its recipients, a batch per job (core/posts). */
  'email-creator-post': { postId: string; publicUrl: string; afterUserId?: string };
  /** On a payout day of the site's schedule, prepares the payout batch for an administrator to confirm. */
  'scheduled-payouts': Record<string, never>;
  /** Deployment requests' deadlines: warns at risk, flags late ones, confirms deliveries after 7 days (decision 0046). */
  'deployment-clock': Record<string, never>;
  /** Re-seals deployment secrets still sealed under an older key (of DEPLOYMENT_SECRETS_KEYS, or the derived one). */
  'deployment-secrets-rekey': Record<string, never>;
}

export type JobName = keyof Jobs;

/** What runs each job; throwing fails the attempt, which is retried by the job's policy. */
export type JobHandlers = { [N in JobName]: (data: Jobs[N]) => Promise<void> };

export interface RetryPolicy {
  /** Attempts after the first one. */
  retries: number;
  /** Delay before the first retry; it doubles with each further one (with jitter). */
  delaySeconds: number;
  maxDelaySeconds: number;
  /**
   * A job still running after this long is taken for dead (its process crashed) and retried; without it, a job caught
   * by a crash would wait pg-boss's default 15 minutes.
   */
  timeoutSeconds?: number;
}

/** A mail server down for a while must not lose the message: 8 retries spread over two to three hours. */
export const retryPolicies: Record<JobName, RetryPolicy> = {
  'send-email': { retries: 8, delaySeconds: 30, maxDelaySeconds: 3600, timeoutSeconds: 120 },
  // Like a real provider: retried with back-off for about a day. A delivery waits 10 s at most for an answer, so one
  // still running after 30 s lost its process; a delivery made twice is harmless (webhooks are idempotent).
  'deliver-sandbox-event': { retries: 12, delaySeconds: 5, maxDelaySeconds: 4 * 3600, timeoutSeconds: 30 },
  'render-invoice': { retries: 5, delaySeconds: 10, maxDelaySeconds: 600, timeoutSeconds: 120 },
  // Not retried: the next scheduled run, a minute later, does the same work.
  'commerce-upkeep': { retries: 0, delaySeconds: 60, maxDelaySeconds: 60, timeoutSeconds: 300 },
  // Not retried: the next scheduled run does the same work.
  'search-upkeep': { retries: 0, delaySeconds: 60, maxDelaySeconds: 60, timeoutSeconds: 300 },
  // One transaction for the whole fan-out: a failed attempt wrote nothing, so retrying tells nobody twice.
  'notify-release-buyers': { retries: 5, delaySeconds: 30, maxDelaySeconds: 1800, timeoutSeconds: 300 },
  // One transaction per batch: a failed step wrote nothing, so retrying e-mails nobody twice.
  'email-broadcast': { retries: 5, delaySeconds: 30, maxDelaySeconds: 1800, timeoutSeconds: 300 },
  'email-creator-post': { retries: 5, delaySeconds: 30, maxDelaySeconds: 1800, timeoutSeconds: 300 },
  // One transaction, once a day at most: a failed attempt wrote nothing, a retry the same day prepares the batch.
  'scheduled-payouts': { retries: 3, delaySeconds: 300, maxDelaySeconds: 3600, timeoutSeconds: 300 },
  // Not retried: every change is claimed by a conditional update, and the next run (15 minutes later) does the rest.
  'deployment-clock': { retries: 0, delaySeconds: 60, maxDelaySeconds: 60, timeoutSeconds: 300 },
  'deployment-secrets-rekey': { retries: 0, delaySeconds: 60, maxDelaySeconds: 60, timeoutSeconds: 300 },
};

/**
 * Jobs the runner starts on a cron schedule (UTC). However many instances run, each occurrence is sent once: the
 * schedule lives in the database and pg-boss files an occurrence under a singleton key.
 */
export const jobSchedules: Partial<Record<JobName, string>> = {
  'commerce-upkeep': '* * * * *',
  'search-upkeep': '*/5 * * * *',
  // Daily at payoutRunHourUtc (core/admin/payouts/payout-schedule.ts); the job itself knows which days pay.
  'scheduled-payouts': '0 5 * * *',
  'deployment-clock': '*/15 * * * *',
  // Hourly: after a key rotation, the secrets move to the new key within the hour (decision 0046).
  'deployment-secrets-rekey': '7 * * * *',
};

/**
 * Runs work outside the request, durably: use cases enqueue, workers started with the server run the jobs.
 * The adapter is pg-boss on the application database (server/adapters/queue/pg-boss.ts).
 */
export interface Queue {
  enqueue<N extends JobName>(name: N, data: Jobs[N], options?: EnqueueOptions): Promise<void>;
}

export interface EnqueueOptions {
  /**
   * The transaction (`tx`) to store the job in: the job exists only if it commits. Required when enqueuing inside
   * a transaction on PGlite, whose single connection the transaction holds until it ends.
   */
  db?: Db;
  /** Runs the job no earlier than this many seconds from now. */
  startAfterSeconds?: number;
}
