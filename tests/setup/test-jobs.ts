import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { demoOperator } from '../../core/legal/operator.ts';
import { type Clock, systemClock } from '../../core/ports/clock.ts';
import type { FileStore } from '../../core/ports/file-store.ts';
import type { Mailer } from '../../core/ports/mailer.ts';
import type { RetryPolicy } from '../../core/ports/queue.ts';
import type { Database } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';
import { startJobRunner } from '../../server/adapters/queue/pg-boss.ts';
import { localFileStore } from '../../server/adapters/storage/local.ts';
import type { WebhookSender } from '../../server/jobs/deliver-sandbox-event.ts';
import { jobHandlers } from '../../server/jobs/handlers.ts';

/** Retries a second apart (doubling), so a test sees them happen. */
export const quickRetries: RetryPolicy = { retries: 2, delaySeconds: 1, maxDelaySeconds: 4 };

/**
 * The real job runner (pg-boss) on a test database, polling often, with the application's handlers; `settled()`
 * waits until no job is waiting, retrying or running.
 */
export async function startTestJobs(
  database: Database,
  deps: {
    mailer: Mailer;
    files?: FileStore;
    secret?: string;
    sendWebhook?: WebhookSender;
    duplicateRate?: number;
    /** The clock of scheduled upkeep; tests move it to see time-bound changes happen. */
    clock?: Clock;
    /** Scheduled jobs are off unless asked for: tests run the upkeep themselves, at the time they choose. */
    schedules?: boolean;
  },
) {
  const log = pino({ level: 'silent' });
  const runner = await startJobRunner({
    database,
    log,
    pollingIntervalSeconds: 0.5,
    retryPolicies: {
      'send-email': quickRetries,
      'deliver-sandbox-event': quickRetries,
      'render-invoice': quickRetries,
    },
    schedules: deps.schedules ?? false,
    scheduleCheckSeconds: 1,
  });
  await runner.work(
    jobHandlers({
      mailer: deps.mailer,
      operator: demoOperator,
      files: deps.files ?? localFileStore(path.join(tmpdir(), `deploia-jobs-${randomUUID()}`)),
      sandbox: {
        db: database.db,
        clock: systemClock,
        queue: runner.queue,
        secret: deps.secret ?? '',
        send: deps.sendWebhook ?? (async () => 404),
        duplicateRate: deps.duplicateRate ?? 0,
      },
      upkeep: { db: database.db, clock: deps.clock ?? systemClock, queue: runner.queue, log, sandbox: true },
      deployments: {
        db: database.db,
        clock: deps.clock ?? systemClock,
        queue: runner.queue,
        log,
        publicUrl: 'http://localhost:3000',
        secret: deps.secret ?? 'a-test-secret-of-at-least-32-characters',
      },
    }),
  );
  const count = async (state: string) =>
    (
      await rows<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from pgboss.job where state ${sql.raw(state)}`,
      )
    )[0]!.n;
  return {
    ...runner,
    async settled(timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      while ((await count(`< 'completed'`)) > 0) {
        if (Date.now() > deadline) throw new Error(`jobs still pending after ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    /** The error message of every job that failed for good. */
    async failures() {
      const failed = await rows<{ output: { message?: string } | null }>(
        database.db,
        sql`select output from pgboss.job where state = 'failed' order by created_on`,
      );
      return failed.map((job) => job.output?.message ?? '');
    },
  };
}

export type TestJobs = Awaited<ReturnType<typeof startTestJobs>>;
