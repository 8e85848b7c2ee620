import cluster, { type Worker } from 'node:cluster';
import { once } from 'node:events';
import type { Config } from '../config/env.server.ts';
import { createLogger } from './logger.ts';

/** A worker that dies this many times within `crashWindowMs` stops the whole server rather than loop. */
const maxCrashes = 5;
const crashWindowMs = 60_000;

/**
 * The primary of `WEB_CONCURRENCY` worker processes sharing the HTTP port (node:cluster hands each new connection
 * to the next worker). The first worker starts alone, so that it migrates the database, seeds it when asked and
 * writes the data directory's secret before the others open it; the rest start once it listens. A worker that
 * exits unasked is replaced; SIGTERM or SIGINT is passed to every worker, and the primary exits once they all have
 * shut down. Workers share nothing in memory: sessions, rate limits, jobs and live notifications are in PostgreSQL,
 * which is why more than one worker needs DATABASE_URL.
 */
export async function superviseWorkers(config: Config) {
  const log = createLogger(config.logLevel);
  let stopping = false;
  let serving = false;
  const crashes: number[] = [];

  const fork = (): Worker => {
    const worker = cluster.fork();
    worker.on('exit', (code, signal) => {
      if (stopping || !serving) return;
      const now = Date.now();
      crashes.push(now);
      while (crashes.length > 0 && (crashes[0] ?? now) < now - crashWindowMs) crashes.shift();
      log.error({ pid: worker.process.pid, code, signal }, 'worker exited: starting another');
      if (crashes.length >= maxCrashes) {
        log.fatal({ crashes: crashes.length, windowMs: crashWindowMs }, 'workers keep exiting: stopping');
        void stop('crash loop', 1);
        return;
      }
      fork();
    });
    return worker;
  };

  async function stop(reason: string, exitCode = 0) {
    if (stopping) return;
    stopping = true;
    log.info({ reason, workers: Object.keys(cluster.workers ?? {}).length }, 'stopping the workers');
    const running = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => !!worker);
    await Promise.all(
      running.map(async (worker) => {
        if (worker.isDead()) return;
        const exited = once(worker, 'exit');
        worker.process.kill('SIGTERM');
        await exited;
      }),
    );
    process.exit(exitCode);
  }
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  const first = fork();
  await Promise.race([
    once(first, 'listening'),
    once(first, 'exit').then(() => {
      throw new Error('the first worker exited before listening');
    }),
  ]);
  serving = true;
  const rest = Array.from({ length: config.workers - 1 }, fork);
  await Promise.all(rest.map((worker) => once(worker, 'listening')));
  log.info({ workers: config.workers, pid: process.pid }, 'Déploia workers started');
}
