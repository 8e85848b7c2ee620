import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { appendFile, chmod, chown, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';

/*
 * A throwaway PostgreSQL primary and a streaming replica of it, made from the server binaries alone (initdb,
 * pg_ctl, pg_basebackup): for the read-replica test, the deploy guide and benchmarks. Nothing of the machine's own
 * PostgreSQL is used or changed; both clusters live in one temporary directory, listen on 127.0.0.1 only, on free
 * ports, with their sockets in that directory, and are stopped and deleted by `stop()`.
 */

const run = promisify(execFile);

/** Where the server binaries are: POSTGRES_BIN_DIR, else Debian's PostgreSQL 15 (CI installs postgresql-15). */
export const postgresBinDir = process.env.POSTGRES_BIN_DIR ?? '/usr/lib/postgresql/15/bin';

/** Whether the binaries a replica pair needs are installed (the test skips, saying so, when they are not). */
export const replicaBinariesAvailable = ['initdb', 'pg_ctl', 'pg_basebackup', 'postgres'].every((name) =>
  existsSync(path.join(postgresBinDir, name)),
);

export interface ReplicaPair {
  primaryPort: number;
  replicaPort: number;
  /** A URL of `database` on the primary (the superuser `postgres`, trusted from 127.0.0.1). */
  primaryUrl(database?: string): string;
  /** The same database on the replica (read-only: a hot standby). */
  replicaUrl(database?: string): string;
  /** Stops both servers at once (no checkpoint: they are deleted) and removes their directory. Idempotent. */
  stop(): Promise<void>;
}

/** A TCP port nobody listens on at the moment of asking. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** PostgreSQL refuses to run as root: as root, its binaries run as the `postgres` user, which owns the files. */
const asRoot = process.getuid?.() === 0;

async function postgresIds(): Promise<{ uid: number; gid: number }> {
  const [uid, gid] = await Promise.all([run('id', ['-u', 'postgres']), run('id', ['-g', 'postgres'])]);
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

function binary(name: string, args: string[], timeout = 60_000) {
  const file = path.join(postgresBinDir, name);
  return asRoot ? run('runuser', ['-u', 'postgres', '--', file, ...args], { timeout }) : run(file, args, { timeout });
}

/** Settings for a small, fast, disposable cluster; `wal_level=replica` and WAL senders for its standby. */
const settings = (port: number, socketDir: string) => `
listen_addresses = '127.0.0.1'
port = ${port}
unix_socket_directories = '${socketDir}'
max_connections = 60
shared_buffers = 32MB
wal_level = replica
max_wal_senders = 4
hot_standby = on
fsync = off
synchronous_commit = off
full_page_writes = off
logging_collector = off
`;

const hba = `local all all trust
host all all 127.0.0.1/32 trust
host replication all 127.0.0.1/32 trust
`;

/**
 * Starts a primary (initdb, wal_level=replica, trust from 127.0.0.1 for connections and replication) and a hot standby
 * streaming from it (`pg_basebackup -R -X stream`), each on a free port. Whatever fails half-way is cleaned up.
 */
export async function startReplicaPair(): Promise<ReplicaPair> {
  if (!replicaBinariesAvailable) throw new Error(`PostgreSQL server binaries not found in ${postgresBinDir}`);
  // Under /tmp, mode 0700: the postgres user (owner when we are root) reaches it, nobody else does.
  const root = await mkdtemp('/tmp/deploia-replica-');
  await chmod(root, 0o700);
  if (asRoot) {
    const { uid, gid } = await postgresIds();
    await chown(root, uid, gid);
  }
  const primaryDir = path.join(root, 'primary');
  const replicaDir = path.join(root, 'replica');
  const started: string[] = [];
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    for (const dir of started.reverse()) {
      await binary('pg_ctl', ['-D', dir, '-m', 'immediate', '-w', 'stop'], 30_000).catch(() => {});
    }
    await rm(root, { recursive: true, force: true });
  };
  try {
    const [primaryPort, replicaPort] = [await freePort(), await freePort()];
    await binary('initdb', ['-D', primaryDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '-N']);
    await appendFile(path.join(primaryDir, 'postgresql.conf'), settings(primaryPort, root));
    await writeFile(path.join(primaryDir, 'pg_hba.conf'), hba);
    started.push(primaryDir);
    await binary('pg_ctl', ['-D', primaryDir, '-l', path.join(root, 'primary.log'), '-w', '-t', '60', 'start']);

    await binary('pg_basebackup', [
      ...['-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres'],
      ...['-D', replicaDir, '-R', '-X', 'stream', '-c', 'fast'],
    ]);
    // The copy carries the primary's settings: the standby differs by its port (later lines win).
    await appendFile(path.join(replicaDir, 'postgresql.conf'), `port = ${replicaPort}\n`);
    started.push(replicaDir);
    await binary('pg_ctl', ['-D', replicaDir, '-l', path.join(root, 'replica.log'), '-w', '-t', '60', 'start']);

    const url =
      (port: number) =>
      (database = 'postgres') =>
        `postgres://postgres@127.0.0.1:${port}/${database}`;
    return { primaryPort, replicaPort, primaryUrl: url(primaryPort), replicaUrl: url(replicaPort), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * Waits until the replica has replayed everything the primary had written when this was called (its current WAL
 * position), polling every 20 ms; throws after `timeoutMs`.
 */
export async function waitForReplay(primary: Db, replica: Db, timeoutMs = 10_000): Promise<void> {
  const [target] = await rows<{ lsn: string }>(primary, sql`select pg_current_wal_lsn()::text as lsn`);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await rows<{ done: boolean }>(
      replica,
      sql`select coalesce(pg_last_wal_replay_lsn() >= ${target?.lsn}::pg_lsn, false) as done`,
    );
    if (row?.done) return;
    if (Date.now() > deadline) throw new Error(`the replica did not replay up to ${target?.lsn} in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
