import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { serve } from '@hono/node-server';
import type { ServerBuild } from 'react-router';
import type { Config } from '../config/env.server.ts';
import type { CoreDeps } from '../core/deps.ts';
import { systemClock } from '../core/ports/clock.ts';
import { openDatabase } from '../db/client.ts';
import { checkReplica } from '../db/replica-status.ts';
import { seedIfEmpty } from '../db/seed/seed-if-empty.ts';
import { httpDemoFraming } from './adapters/demo-framing/http-probe.ts';
import { outboxMailer } from './adapters/mail/outbox.ts';
import { smtpMailer } from './adapters/mail/smtp.ts';
import { createPayments } from './adapters/payments/create-payments.ts';
import { startJobRunner } from './adapters/queue/pg-boss.ts';
import { outboxSmsSender } from './adapters/sms/outbox.ts';
import { createFileStore } from './adapters/storage/create-file-store.ts';
import { createApp } from './app.ts';
import { queueNotifier } from './auth/auth-notifier.ts';
import { authSecret } from './auth/auth-secret.ts';
import { createAuth } from './auth/create-auth.ts';
import { httpWebhookSender } from './jobs/deliver-sandbox-event.ts';
import { jobHandlers } from './jobs/handlers.ts';
import { createLogger } from './logger.ts';
import { startNotificationHub } from './realtime/notification-hub.ts';

/**
 * One Déploia process: opens the database (and migrates it), starts the job runner and the live notification hub,
 * seeds the demo catalogue when asked, serves HTTP on the configured port, and shuts down on SIGTERM or SIGINT.
 * Run alone, or as one of the workers of server/workers.ts, which share the port.
 */
export async function startInstance(config: Config) {
  const started = performance.now();
  const log = createLogger(config.logLevel);
  const database = await openDatabase({
    url: config.databaseUrl,
    readUrl: config.readReplica.url,
    dataDir: path.join(config.dataDir, 'pglite'),
  });
  await database.migrate();
  const files = createFileStore(config);
  const mailer = config.smtp ? smtpMailer(config.smtp) : outboxMailer(database.db, systemClock);
  const jobs = await startJobRunner({ database, log });
  const sms = outboxSmsSender(database.db);
  const demoFraming = httpDemoFraming({ embedderOrigin: new URL(config.publicUrl).origin });
  const secret = await authSecret(config.authSecret, config.dataDir);
  const notificationHub = await startNotificationHub({ database, log });
  const deps: CoreDeps = {
    db: database.db,
    readDb: database.readDb,
    clock: systemClock,
    files,
    log,
    mailer,
    queue: jobs.queue,
    sms,
    demoFraming,
    liveNotifications: notificationHub,
    secret,
    deploymentKeys: config.deploymentSecretsKeys,
    payoutDebtor: config.payoutDebtor,
    operator: config.operator,
    publicUrl: config.publicUrl,
    ...createPayments(config.payments, {
      db: database.db,
      queue: jobs.queue,
      clock: systemClock,
      secret,
      publicUrl: config.publicUrl,
    }),
  };
  await jobs.work(
    jobHandlers({
      mailer,
      files,
      operator: config.operator,
      sandbox: {
        ...deps,
        send: httpWebhookSender(`${config.publicUrl}/webhooks/sandbox`),
        duplicateRate: config.payments.sandboxDuplicateRate,
      },
      upkeep: { ...deps, sandbox: deps.payments.sandbox !== undefined },
      deployments: deps,
    }),
  );

  if (config.seedDemo) {
    const credentials = await seedIfEmpty(deps, { dataDir: config.dataDir, withAccounts: config.demo });
    if (credentials) {
      console.log(
        [
          '',
          'Comptes de démonstration :',
          ...credentials.map((c) => `  ${c.role.padEnd(8)} ${c.email}  /  ${c.password}`),
          '',
        ].join('\n'),
      );
    }
  }

  const clientDir = path.join(config.buildDir, 'client');
  let build: ServerBuild | (() => Promise<ServerBuild>);
  let viteMiddleware:
    | ((req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, next: () => void) => void)
    | undefined;
  let closeVite = async () => {};
  if (config.isProduction) {
    build = (await import(pathToFileURL(path.join(config.buildDir, 'server/index.js')).href)) as ServerBuild;
  } else {
    const vite = await import('vite');
    const server = await vite.createServer({ server: { middlewareMode: true }, appType: 'custom' });
    viteMiddleware = server.middlewares;
    build = () => server.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>;
    closeVite = () => server.close();
  }

  const auth = createAuth(
    { ...config, authSecret: secret },
    { db: deps.db, log: deps.log, clock: deps.clock, notifier: queueNotifier(deps.queue, deps.sms) },
  );
  let stopping = false;
  const app = createApp({
    config,
    deps,
    auth,
    build,
    clientDir: viteMiddleware ? undefined : clientDir,
    lifecycle: {
      jobs,
      draining: () => stopping,
      // With a replica, /readyz also reports its lag (decision 0037); a replica far behind makes the instance unready.
      ...(database.readDb !== database.db && { replica: () => checkReplica(database.readDb) }),
    },
  });

  const server = serve(
    {
      fetch: app.fetch,
      hostname: config.host,
      port: config.port,
      ...(viteMiddleware && {
        createServer: (await import('node:http')).createServer,
        overrideGlobalObjects: false,
      }),
    },
    (info) => {
      log.info(
        {
          port: info.port,
          database: database.kind,
          readReplica: database.readDb !== database.db,
          mail: config.smtp ? 'smtp' : 'outbox',
          startupMs: Math.round(performance.now() - started),
        },
        `Déploia listening on ${config.publicUrl}`,
      );
    },
  );
  if (viteMiddleware) {
    const handler = server.listeners('request')[0] as (req: unknown, res: unknown) => void;
    server.removeAllListeners('request');
    server.on('request', (req, res) => viteMiddleware(req, res, () => handler(req, res)));
  }

  /**
   * Drains (SHUTDOWN_DRAIN_SECONDS: /readyz answers 503 and every answer closes its connection, so the balancer moves
   * its traffic away while this instance still serves it), then stops accepting connections, lets in-flight requests
   * finish (10 s at most), then running jobs (10 s at most; an unfinished job runs again after its expiry), then
   * closes the database.
   */
  async function shutdown(signal: string) {
    if (stopping) return;
    stopping = true;
    log.info({ signal, drainSeconds: config.shutdownDrainSeconds }, 'shutting down');
    if (config.shutdownDrainSeconds > 0) await sleep(config.shutdownDrainSeconds * 1000);
    // Open event streams would hold the server open: they end first (browsers reconnect to another instance).
    await notificationHub.stop();
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, 10_000);
      server.close(() => {
        clearTimeout(timer);
        resolve();
      });
      if ('closeIdleConnections' in server) server.closeIdleConnections();
    });
    await closeVite();
    await jobs.stop();
    await database.close();
    process.exit(0);
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}
