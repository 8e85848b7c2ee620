import { sql } from 'drizzle-orm';
import { type DrizzleTransactionLike, fromDrizzle, fromPglite, PgBoss, type QueueOptions } from 'pg-boss';
import type { Logger } from 'pino';
import {
  type JobHandlers,
  type JobName,
  jobSchedules,
  type Queue,
  type RetryPolicy,
  retryPolicies,
} from '../../../core/ports/queue.ts';
import type { Database } from '../../../db/client.ts';

export interface JobRunnerOptions {
  database: Database;
  log: Logger;
  /** Given here, workers start at once; otherwise call `work()` once the handlers' own dependencies exist. */
  handlers?: JobHandlers;
  /** How often idle workers look for due jobs (new jobs wake them at once); retried jobs wait for it. */
  pollingIntervalSeconds?: number;
  /** Tests shorten the retry delays. */
  retryPolicies?: Partial<Record<JobName, RetryPolicy>>;
  /**
   * Whether this instance sends the scheduled jobs of `jobSchedules` when due (default true). Tests that run those
   * jobs themselves turn it off.
   */
  schedules?: boolean;
  /** How often the schedules are checked (pg-boss's default: 30 s; each occurrence is sent within a minute). */
  scheduleCheckSeconds?: number;
}

export interface JobRunner {
  queue: Queue;
  /** Starts the workers (once): handlers may depend on the queue, which exists before them. */
  work(handlers: JobHandlers): Promise<void>;
  /** Stops fetching, lets running jobs finish (10 s at most), and closes the queue's own connections. */
  stop(): Promise<void>;
  /** Throws when the queue cannot reach its tables (the readiness check). */
  check(): Promise<void>;
}

/**
 * pg-boss on the application database (its tables live in the `pgboss` schema, which it installs and migrates at
 * start). PGlite has a single connection, shared through pg-boss's PGlite adapter; on PostgreSQL pg-boss keeps a
 * small pool of its own, plus one connection listening for new jobs.
 */
export async function startJobRunner(options: JobRunnerOptions): Promise<JobRunner> {
  const { database, log } = options;
  const schedules = options.schedules ?? true;
  const common = {
    useListenNotify: true,
    // The backlog count that triggers burst fetching (below) is read from this cache.
    queueCacheIntervalSeconds: 5,
    schedule: schedules,
    // How often jobs past their timeout (their process died) are found and retried: pg-boss's 60 s would add up to a
    // minute to every job caught by a crash, payments' webhooks among them.
    superviseIntervalSeconds: 15,
    ...(options.scheduleCheckSeconds && { cronMonitorIntervalSeconds: options.scheduleCheckSeconds }),
  };
  const boss =
    database.kind === 'pglite'
      ? new PgBoss({ ...common, db: fromPglite(database.pglite), backend: 'pglite' })
      : new PgBoss({ ...common, connectionString: database.url, max: 4, application_name: 'deploia-jobs' });
  boss.on('error', (err) => log.error({ err }, 'job queue error'));
  boss.on('warning', (warning) => log.warn({ warning }, 'job queue warning'));
  await boss.start();

  const polling = options.pollingIntervalSeconds ?? 2;
  const work = async (handlers: JobHandlers) => {
    for (const name of Object.keys(handlers) as JobName[]) {
      const policy = options.retryPolicies?.[name] ?? retryPolicies[name];
      const queueOptions: QueueOptions & { notify: boolean } = {
        retryLimit: policy.retries,
        retryDelay: policy.delaySeconds,
        retryBackoff: true,
        retryDelayMax: policy.maxDelaySeconds,
        ...(policy.timeoutSeconds && { expireInSeconds: policy.timeoutSeconds }),
        // A completed job is kept one day for diagnosis, not pg-boss's seven: payloads hold one-time links.
        deleteAfterSeconds: 86_400,
        notify: true,
      };
      await boss.createQueue(name, queueOptions);
      // createQueue leaves an existing queue as it was: apply the current policy.
      await boss.updateQueue(name, queueOptions);
      const cron = jobSchedules[name];
      // Written by every instance at start (an upsert): the schedule exists as soon as one of them runs.
      if (schedules && cron) await boss.schedule(name, cron, {}, { tz: 'UTC' });
      const handler = handlers[name] as (data: unknown) => Promise<void>;
      await boss.work(
        name,
        {
          includeMetadata: true,
          pollingIntervalSeconds: polling,
          notifyPollingIntervalSeconds: polling,
          // One job per fetch (a failed batch would be retried whole), but a backlog — after a burst of payments or
          // a restart — is fetched back to back rather than one per polling interval.
          burstWhenReadyExceeds: 1,
        },
        async (jobs) => {
          for (const job of jobs) {
            try {
              await handler(job.data);
            } catch (err) {
              // The payload is not logged: it holds addresses and one-time links.
              const final = job.retryCount >= job.retryLimit;
              log[final ? 'error' : 'warn'](
                { err, job: { id: job.id, name, attempt: job.retryCount + 1, retryLimit: job.retryLimit } },
                final ? 'job failed, no retry left' : 'job failed, will retry',
              );
              throw err;
            }
          }
        },
      );
    }
  };
  if (options.handlers) await work(options.handlers);

  return {
    work,
    queue: {
      async enqueue(name, data, options) {
        // Db's result type is generic over the driver; both answer what fromDrizzle unwraps (rows or { rows }).
        const db = options?.db && fromDrizzle(options.db as DrizzleTransactionLike, sql);
        await boss.send(name, data, {
          ...(db && { db }),
          ...(options?.startAfterSeconds && { startAfter: options.startAfterSeconds }),
        });
      },
    },
    stop: () => boss.stop({ graceful: true, timeout: 10_000 }),
    async check() {
      if (!(await boss.isInstalled())) throw new Error('the job queue is not installed');
    },
  };
}
