import { type ChildProcess, execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { exampleOperatorEnv } from '../../tests/support/example-operator.ts';
import { cleanEnv } from './database.ts';
import { isRunning, spawnTracked, stopChild } from './process.ts';

export const host = '127.0.0.1';
const readyTimeoutMs = 10 * 60_000; // the PGlite start-up seeds the demo catalogue first

export interface RunningServer {
  child: ChildProcess;
  origin: string;
  stop(): Promise<void>;
}

/** A TCP port that is free on 127.0.0.1 right now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, host, resolve);
  });
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('could not find a free port');
  return address.port;
}

/**
 * Starts `node server/index.ts` in production mode and resolves once GET /readyz answers 200. `env` gives the
 * database (and may give AUTH_SECRET, for a caller that signs session cookies itself).
 */
export async function startServer(root: string, env: Record<string, string>): Promise<RunningServer> {
  const port = await freePort();
  const origin = `http://${host}:${port}`;
  const child = spawnTracked(
    process.execPath,
    ['server/index.ts'],
    {
      cwd: root,
      env: {
        ...cleanEnv(),
        // Production with DATABASE_URL requires a session secret; the bench's sessions need not outlive the run.
        AUTH_SECRET: randomBytes(32).toString('base64url'),
        ...exampleOperatorEnv,
        ...env,
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        HOST: host,
        PORT: String(port),
        PUBLIC_URL: origin,
      },
    },
    '  [server]',
  );
  const server = { child, origin, stop: () => stopChild(child) };

  const started = performance.now();
  let last = 'no answer yet';
  while (performance.now() - started < readyTimeoutMs) {
    if (!isRunning(child)) {
      throw new Error(
        `the server exited during start-up (exit ${child.exitCode ?? child.signalCode}); see [server] lines`,
      );
    }
    try {
      const res = await fetch(`${origin}/readyz`, { signal: AbortSignal.timeout(2000) });
      if (res.status === 200) {
        await workersStarted(child, Number(env.WEB_CONCURRENCY ?? 1));
        console.log(`• server ready on ${origin} after ${((performance.now() - started) / 1000).toFixed(1)} s`);
        return server;
      }
      last = `HTTP ${res.status}`;
    } catch (error) {
      last = (error as Error).message;
    }
    await sleep(250);
  }
  await server.stop();
  throw new Error(`GET /readyz did not answer 200 within ${readyTimeoutMs / 1000} s (last: ${last})`);
}

/** How long a worker takes from fork to listening on this machine (imports and connections), with a margin. */
const workerStartMs = 3_000;

/**
 * With WEB_CONCURRENCY above 1 the primary answers as soon as its first worker listens, and forks the others then:
 * waits until they all exist, then for them to start, so that the first row is not measured on fewer workers.
 */
async function workersStarted(primary: ChildProcess, workers: number) {
  if (workers <= 1) return;
  const deadline = performance.now() + 60_000;
  while ((await childCount(primary.pid ?? 0)) < workers) {
    if (performance.now() > deadline) throw new Error(`the server did not start its ${workers} workers within 60 s`);
    await sleep(100);
  }
  await sleep(workerStartMs);
}

const childCount = (pid: number) =>
  new Promise<number>((resolve) => {
    execFile('pgrep', ['-P', String(pid)], (_error, stdout) => resolve(stdout.split('\n').filter(Boolean).length));
  });
