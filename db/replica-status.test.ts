import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, type Db, openDatabase } from './client.ts';
import { checkReplica, replicaStatus } from './replica-status.ts';

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ pglite: await PGlite.create() });
});
afterAll(() => database.close());

/** A database handle whose queries answer `outcome` (the streaming replica itself: tests/integration/read-replica). */
const handle = (outcome: () => Promise<unknown>) => ({ execute: outcome }) as unknown as Db;

describe('replicaStatus', () => {
  it('is ok with no lag on a database that is not a standby (no replica configured: readDb is the primary)', async () => {
    expect(database.readDb).toBe(database.db);
    expect(await replicaStatus(database.readDb)).toEqual({ ok: true, lagSeconds: 0 });
  });

  it('reads the lag the standby reports, and is not ok above the limit or when it has replayed nothing', async () => {
    expect(
      await replicaStatus(
        handle(async () => [{ lag: '2.5' }]),
        { maxLagSeconds: 3 },
      ),
    ).toEqual({
      ok: true,
      lagSeconds: 2.5,
    });
    expect(
      await replicaStatus(
        handle(async () => [{ lag: 4 }]),
        { maxLagSeconds: 3 },
      ),
    ).toEqual({
      ok: false,
      lagSeconds: 4,
    });
    expect(await replicaStatus(handle(async () => [{ lag: null }]))).toEqual({ ok: false, lagSeconds: null });
  });

  it('is not ok when the replica fails or does not answer in time', async () => {
    expect(await replicaStatus(handle(() => Promise.reject(new Error('connection refused'))))).toEqual({
      ok: false,
      lagSeconds: null,
    });
    const silent = handle(() => new Promise(() => {}));
    expect(await replicaStatus(silent, { timeoutMs: 20 })).toEqual({ ok: false, lagSeconds: null });
  });

  it('answers /readyz the lag, or an error naming why the replica is not ready', async () => {
    expect(await checkReplica(handle(async () => [{ lag: 1 }]))).toEqual({ lagSeconds: 1 });
    await expect(checkReplica(handle(async () => [{ lag: 42.4 }]))).rejects.toThrow(
      'the read replica is 42 s behind the primary (limit 30 s)',
    );
    await expect(checkReplica(handle(() => Promise.reject(new Error('refused'))))).rejects.toThrow(/did not answer/);
  });
});
