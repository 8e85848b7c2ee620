import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { exampleOperatorEnv } from './example-operator.ts';

/** A TCP port free on 127.0.0.1 right now. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

export interface AppServer {
  origin: string;
  child: ChildProcess;
  /** The last lines the server wrote (its logs), for failure messages. */
  output(): string;
  /** Kills the process with `signal` (SIGKILL: no shutdown at all) and resolves once it has exited. */
  kill(signal: NodeJS.Signals): Promise<void>;
  /** SIGTERM (the server's graceful shutdown), SIGKILL after 15 s. */
  stop(): Promise<void>;
}

/**
 * Starts the built server (`node server/index.ts`, production) on 127.0.0.1:`port` with `env` added to this
 * process's environment, and resolves once GET /readyz answers 200.
 */
export async function startAppServer(options: {
  port: number;
  env: NodeJS.ProcessEnv;
  readyTimeoutMs?: number;
}): Promise<AppServer> {
  const origin = `http://127.0.0.1:${options.port}`;
  const child = spawn(process.execPath, ['server/index.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      ...exampleOperatorEnv,
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(options.port),
      PUBLIC_URL: origin,
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    stream?.setEncoding('utf8').on('data', (chunk: string) => {
      lines.push(
        ...chunk
          .split('\n')
          .filter(Boolean)
          .map((line) => line.slice(0, 500)),
      );
      lines.splice(0, Math.max(0, lines.length - 40));
    });
  }
  const exited = once(child, 'exit');
  const running = () => child.exitCode === null && child.signalCode === null;
  const server: AppServer = {
    origin,
    child,
    output: () => lines.join('\n'),
    async kill(signal) {
      if (!running()) return;
      child.kill(signal);
      await exited;
    },
    async stop() {
      if (!running()) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
  const deadline = Date.now() + (options.readyTimeoutMs ?? 120_000);
  while (Date.now() < deadline) {
    if (!running()) throw new Error(`the server exited at start-up:\n${server.output()}`);
    const ready = await fetch(`${origin}/readyz`, { signal: AbortSignal.timeout(2_000) }).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) return server;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await server.kill('SIGKILL');
  throw new Error(`the server was not ready in time:\n${server.output()}`);
}

/**
 * Signs in to a running server with e-mail and password; answers the session cookie. (Node's fetch sends
 * `Sec-Fetch-Mode`, so the server takes it for a browser and keeps the bearer token to itself: the cookie is what such
 * a client gets.)
 */
export async function signInOverHttp(origin: string, email: string, password: string) {
  const res = await fetch(`${origin}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email, password }),
  });
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .join('; ');
  if (!res.ok || !cookie) throw new Error(`sign-in of ${email} answered ${res.status}`);
  return cookie;
}
