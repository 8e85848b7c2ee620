import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';
import { adminUrl, databaseUrl } from '../setup/database-urls.ts';
import { type AppServer, freePort, startAppServer } from '../support/app-server.ts';

/*
 * WEB_CONCURRENCY=2 (server/workers.ts): a primary and two workers sharing the port, on an empty PostgreSQL
 * database that the first worker migrates. A worker killed outright is replaced while the other keeps answering;
 * SIGTERM stops them all. Workers need PostgreSQL, so this runs only with TEST_DATABASE_URL.
 */
const serverUrl = process.env.TEST_DATABASE_URL;

/** The pids of the processes whose parent is `pid`. */
const childrenOf = (pid: number): number[] => {
  try {
    return execFileSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' })
      .trim()
      .split('\n')
      .map(Number);
  } catch {
    return []; // pgrep exits 1 when there are none
  }
};

const waitFor = async (what: string, check: () => boolean | Promise<boolean>, timeoutMs = 60_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

describe.skipIf(!serverUrl)('two worker processes on one port (needs TEST_DATABASE_URL)', () => {
  const name = `deploia_workers_${randomBytes(4).toString('hex')}`;
  let admin: Database;
  let dataDir = '';
  let server: AppServer;
  let primary = 0;

  beforeAll(async () => {
    admin = await openDatabase({ url: adminUrl(serverUrl ?? ''), maxConnections: 1 });
    await admin.db.execute(sql.raw(`create database ${name}`));
    dataDir = await mkdtemp(path.join(tmpdir(), 'deploia-workers-'));
    server = await startAppServer({
      port: await freePort(),
      env: {
        BUILD_DIR: process.env.BUILD_DIR || 'build',
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl(serverUrl ?? '', name),
        SEED_DEMO: '0',
        AUTH_SECRET: randomBytes(32).toString('base64url'),
        WEB_CONCURRENCY: '2',
        LOG_LEVEL: 'info',
      },
    });
    primary = server.child.pid ?? 0;
    await waitFor('both workers to listen', () => server.output().includes('Déploia workers started'));
  });

  afterAll(async () => {
    await server?.stop();
    await admin?.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
    await admin?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('migrates the empty database once and serves pages from it', async () => {
    const database = await openDatabase({ url: databaseUrl(serverUrl ?? '', name), maxConnections: 1 });
    try {
      const [applied] = await rows<{ n: number; distinct: number }>(
        database.db,
        sql`select count(*)::int as n, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations`,
      );
      expect(applied?.n).toBeGreaterThan(0);
      expect(applied?.n).toBe(applied?.distinct);
    } finally {
      await database.close();
    }
    const page = await fetch(`${server.origin}/market`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<html lang="fr"');
  });

  it('replaces a worker killed outright, the other answering meanwhile', async () => {
    const [victim, survivor] = childrenOf(primary);
    process.kill(victim ?? 0, 'SIGKILL');
    // A connection handed to the victim as it died is lost, as with any killed process; once the primary has seen
    // the death, every connection goes to a live worker.
    await waitFor('the primary to see the death', () => !childrenOf(primary).includes(victim ?? 0));
    const statuses: number[] = [];
    await waitFor('a replacement worker', async () => {
      // A new connection each time: the primary hands connections to the workers in turn.
      const res = await fetch(`${server.origin}/healthz`, { headers: { connection: 'close' } });
      statuses.push(res.status);
      const workers = childrenOf(primary);
      return workers.length === 2 && workers.includes(survivor ?? 0);
    });
    expect(statuses.length).toBeGreaterThan(0);
    expect(statuses.every((status) => status === 200)).toBe(true);
    for (let i = 0; i < 10; i++) {
      expect((await fetch(`${server.origin}/readyz`, { headers: { connection: 'close' } })).status).toBe(200);
    }
  });

  it('stops every worker, then itself, on SIGTERM', async () => {
    const workers = childrenOf(primary);
    const exited = once(server.child, 'exit');
    server.child.kill('SIGTERM');
    const [code] = await exited;
    expect(code).toBe(0);
    expect(workers).toHaveLength(2);
    // The primary waited for each worker's exit before its own: none is left running.
    expect(workers.filter(isAlive)).toEqual([]);
  });
});

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
