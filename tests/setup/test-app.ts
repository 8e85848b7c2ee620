import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { loadConfig } from '../../config/env.server.ts';
import type { CoreDeps } from '../../core/deps.ts';
import { systemClock } from '../../core/ports/clock.ts';
import type { Database } from '../../db/client.ts';
import { outboxMailer } from '../../server/adapters/mail/outbox.ts';
import { createPayments } from '../../server/adapters/payments/create-payments.ts';
import { outboxSmsSender } from '../../server/adapters/sms/outbox.ts';
import { createFileStore } from '../../server/adapters/storage/create-file-store.ts';
import { createApp } from '../../server/app.ts';
import { queueNotifier } from '../../server/auth/auth-notifier.ts';
import { createAuth } from '../../server/auth/create-auth.ts';
import { startNotificationHub } from '../../server/realtime/notification-hub.ts';
import { startTestJobs } from './test-jobs.ts';

const testSecret = 'test-secret-of-at-least-32-characters!';

/**
 * The Hono app on a test database, for API and middleware tests (pages need the built app: see e2e), with the job
 * runner delivering e-mail to the outbox, and text messages stopping at theirs. `close()` stops the runner; call it before closing the database.
 */
export async function createTestApp(
  database: Database,
  env: NodeJS.ProcessEnv = {},
  { heartbeatMs }: { heartbeatMs?: number } = {},
) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'deploia-app-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: 'postgres://unused/x', ...env });
  const mailer = outboxMailer(database.db, systemClock);
  let app: ReturnType<typeof createApp> | undefined;
  const files = createFileStore(config);
  const jobs = await startTestJobs(database, {
    mailer,
    files,
    secret: testSecret,
    duplicateRate: Number(env.SANDBOX_DUPLICATE_RATE ?? 0),
    // The sandbox's webhooks reach this app in memory, as they would over HTTP.
    sendWebhook: async (body, headers) =>
      (await app!.request('/webhooks/sandbox', { method: 'POST', body, headers })).status,
  });
  // Silent unless a file asks for its errors (`LOG_LEVEL`): those then reach CI's output with their cause.
  const log = pino({ level: env.LOG_LEVEL ?? 'silent' });
  const notificationHub = await startNotificationHub({ database, log, heartbeatMs });
  const deps: CoreDeps = {
    db: database.db,
    readDb: database.readDb,
    clock: systemClock,
    files,
    log,
    liveNotifications: notificationHub,
    mailer,
    queue: jobs.queue,
    sms: outboxSmsSender(database.db),
    secret: testSecret,
    publicUrl: config.publicUrl,
    operator: config.operator,
    ...createPayments(config.payments, {
      db: database.db,
      queue: jobs.queue,
      clock: systemClock,
      secret: testSecret,
      publicUrl: config.publicUrl,
    }),
  };
  const auth = createAuth(
    { ...config, authSecret: testSecret },
    { db: deps.db, log: deps.log, clock: deps.clock, notifier: queueNotifier(deps.queue, deps.sms) },
  );
  app = createApp({
    config,
    deps,
    auth,
    build: () => Promise.reject(new Error('API tests do not render pages')),
    lifecycle: { jobs },
  });
  const close = async () => {
    await notificationHub.stop();
    await jobs.stop();
  };
  return { app, deps, config, auth, jobs, notificationHub, close };
}
