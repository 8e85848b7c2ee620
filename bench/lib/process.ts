import { type ChildProcess, type SpawnOptions, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';

/** Server error logs carry whole SQL statements and stacks: long lines are cut. */
const maxLineLength = 400;

/** Every child started through `spawnTracked` that has not exited yet (stopped by `stopAll`). */
const children = new Set<ChildProcess>();

/** Spawns a child whose output is forwarded with `prefix`, remembered so `stopAll` can stop it. */
export function spawnTracked(command: string, args: string[], options: SpawnOptions, prefix: string) {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  child.once('exit', () => children.delete(child));
  child.once('error', (error) => {
    children.delete(child);
    process.stderr.write(`${prefix} could not start: ${error.message}\n`);
  });
  forwardOutput(child, prefix);
  return child;
}

/** Stops every tracked child still running (SIGTERM, SIGKILL after 5 s). */
export async function stopAll() {
  await Promise.all([...children].map((child) => stopChild(child)));
}

/** Copies a child's output to our stderr, line by line, with a prefix. */
export function forwardOutput(child: ChildProcess, prefix: string) {
  for (const stream of [child.stdout, child.stderr]) {
    if (!stream) continue;
    createInterface({ input: stream }).on('line', (line) => {
      const shown = line.length > maxLineLength ? `${line.slice(0, maxLineLength)}… (${line.length} chars)` : line;
      process.stderr.write(`${prefix} ${shown}\n`);
    });
  }
}

export const isRunning = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

/** SIGTERM, then SIGKILL if the child is still running after `graceMs`. Resolves once it has exited. */
export async function stopChild(child: ChildProcess, graceMs = 5000): Promise<void> {
  if (!isRunning(child)) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const ac = new AbortController();
  const timedOut = await Promise.race([
    exited.then(() => false),
    sleep(graceMs, true, { signal: ac.signal }).catch(() => false),
  ]);
  ac.abort();
  if (timedOut && isRunning(child)) {
    process.stderr.write(`process ${child.pid} ignored SIGTERM for ${graceMs / 1000} s, sending SIGKILL\n`);
    child.kill('SIGKILL');
    await exited;
  }
}

/** Waits for a child to exit; stops it and rejects when it runs longer than `timeoutMs`. */
export async function waitForExit(child: ChildProcess, timeoutMs: number, what: string): Promise<void> {
  if (!isRunning(child)) {
    if (child.exitCode !== 0) throw new Error(`${what} failed (exit ${child.exitCode ?? child.signalCode})`);
    return;
  }
  const ac = new AbortController();
  const result = await Promise.race([
    once(child, 'exit').then(([code, signal]) => ({ code: code as number | null, signal: signal as string | null })),
    sleep(timeoutMs, 'timeout' as const, { signal: ac.signal }).catch(() => 'aborted' as const),
  ]);
  ac.abort();
  if (result === 'timeout' || result === 'aborted') {
    await stopChild(child);
    throw new Error(`${what} did not finish within ${Math.round(timeoutMs / 1000)} s and was stopped`);
  }
  if (result.code !== 0) throw new Error(`${what} failed (exit ${result.code ?? result.signal})`);
}
