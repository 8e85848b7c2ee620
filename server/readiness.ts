import type { FileStore } from '../core/ports/file-store.ts';
import type { Db } from '../db/client.ts';
import { migrationStatus } from '../db/migration-status.ts';

type CheckResult = { status: 'up' } | { status: 'down'; error: string };

export interface ReadinessSources {
  db: Db;
  files: Pick<FileStore, 'check' | 'kind'>;
  /** The job queue's own connections; absent where jobs do not run. */
  jobs?: { check(): Promise<void> };
  /** The read replica, when one is configured: throws when it cannot be read or lags too far behind. */
  replica?: () => Promise<{ lagSeconds: number | null }>;
  /** True once the instance was asked to stop: the balancer should send it nothing new. */
  draining?: () => boolean;
}

/** A dependency that does not answer within this long counts as down: a balancer's probe must not hang. */
const checkTimeoutMs = 2_000;

async function probe<T>(check: () => Promise<T>): Promise<CheckResult & { detail?: T }> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const detail = await Promise.race([
      check(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${checkTimeoutMs} ms`)), checkTimeoutMs);
      }),
    ]);
    return { status: 'up', detail };
  } catch (error) {
    return { status: 'down', error: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * What `/readyz` answers: each dependency (database and its migrations, replica, file store, job queue) checked at
 * once, and 200 only when all are up and the instance is not draining; 503 otherwise, so a load balancer stops sending
 * it traffic. Errors are named without secrets (no URLs or keys in the messages of these checks).
 */
export async function readiness(sources: ReadinessSources) {
  const [database, storage, jobs, replica] = await Promise.all([
    probe(() => migrationStatus(sources.db)),
    probe(() => sources.files.check()),
    sources.jobs ? probe(() => sources.jobs!.check()) : undefined,
    sources.replica ? probe(sources.replica) : undefined,
  ]);
  const migrations = database.detail;
  const checks = {
    database: { status: database.status, ...(database.status === 'down' && { error: database.error }) },
    storage: {
      status: storage.status,
      kind: sources.files.kind,
      ...(storage.status === 'down' && { error: storage.error }),
    },
    ...(jobs && { jobs: { status: jobs.status, ...(jobs.status === 'down' && { error: jobs.error }) } }),
    ...(replica && {
      replica: {
        status: replica.status,
        ...(replica.status === 'up' ? { lagSeconds: replica.detail?.lagSeconds ?? null } : { error: replica.error }),
      },
    }),
  };
  const down = Object.values(checks).some((check) => check.status === 'down');
  const status = sources.draining?.()
    ? 'draining'
    : down
      ? 'unavailable'
      : migrations && migrations.applied < migrations.expected
        ? 'migrating'
        : 'ready';
  return {
    httpStatus: status === 'ready' ? 200 : 503,
    body: { status, ...(migrations && { migrations }), checks },
  } as const;
}
