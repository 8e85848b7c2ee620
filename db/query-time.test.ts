import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { measureQueries, type QueryTime, timedDriver } from './query-time.ts';

/** A driver whose queries take `ms` each, with a transaction that hands its callback a handle of the same shape. */
function fakeDriver() {
  const driver = {
    calls: 0,
    query: async (ms: number) => {
      driver.calls++;
      await sleep(ms);
      return ms;
    },
    transaction: async <T>(fn: (tx: { query: (ms: number) => Promise<number> }) => Promise<T>) =>
      fn({ query: driver.query }),
    name: () => 'fake',
  };
  return driver;
}

const timed = () => timedDriver(fakeDriver(), { queries: ['query'], scopes: ['transaction'] });

describe('timedDriver and measureQueries', () => {
  it('adds the wall time of each query, answering what the driver answers', async () => {
    const driver = timed();
    const total: QueryTime = { ms: 0 };
    const answers = await measureQueries(total, async () => [await driver.query(20), await driver.query(10)]);
    expect(answers).toEqual([20, 10]);
    expect(total.ms).toBeGreaterThanOrEqual(29);
    expect(total.ms).toBeLessThan(1000);
  });

  it('times the queries made inside a transaction through the handle it is given', async () => {
    const driver = timed();
    const total: QueryTime = { ms: 0 };
    await measureQueries(total, () => driver.transaction((tx) => tx.query(15)));
    expect(total.ms).toBeGreaterThanOrEqual(14);
  });

  it('keeps concurrent measures apart', async () => {
    const driver = timed();
    const slow: QueryTime = { ms: 0 };
    const idle: QueryTime = { ms: 0 };
    await Promise.all([
      measureQueries(slow, () => driver.query(40)),
      measureQueries(idle, async () => {
        await sleep(40);
      }),
    ]);
    expect(slow.ms).toBeGreaterThanOrEqual(39);
    expect(idle.ms).toBe(0);
  });

  it('changes nothing outside a measure: a lazy query (postgres.js) starts only when awaited', async () => {
    let started = 0;
    const lazy = {
      unsafe: () => ({
        // biome-ignore lint/suspicious/noThenProperty: a lazy thenable, as a postgres.js query is
        then: (resolve: (rows: string) => void) => {
          started++;
          resolve('rows');
        },
      }),
    };
    const driver = timedDriver(lazy, { queries: ['unsafe'], scopes: [] });
    const query = driver.unsafe();
    expect(started).toBe(0);
    expect(await query).toBe('rows');
    expect(started).toBe(1);
  });

  it('rewrites the arguments of every query, inside scopes too', async () => {
    const seen: unknown[][] = [];
    const driver = {
      unsafe: async (...args: unknown[]) => seen.push(args),
      begin: async (fn: (tx: { unsafe: (...args: unknown[]) => Promise<number> }) => unknown) =>
        fn({ unsafe: driver.unsafe }),
    };
    const prepared = timedDriver(driver, {
      queries: ['unsafe'],
      scopes: ['begin'],
      queryArguments: ([text, parameters]) => [text, parameters, { prepare: true }],
    });
    await prepared.unsafe('select $1', [1], { prepare: false });
    await prepared.begin((tx) => tx.unsafe('select $1', [2]));
    expect(seen).toEqual([
      ['select $1', [1], { prepare: true }],
      ['select $1', [2], { prepare: true }],
    ]);
  });

  it('hands every other property to the driver itself', () => {
    const driver = timedDriver(
      {
        label: 'pglite',
        describe() {
          return this.label;
        },
      },
      { queries: ['query'], scopes: [] },
    );
    expect(driver.label).toBe('pglite');
    expect(driver.describe()).toBe('pglite');
  });
});
