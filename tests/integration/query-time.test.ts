import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { measureQueries, type QueryTime } from '../../db/query-time.ts';
import { rows } from '../../db/rows.ts';
import { openTestDatabase } from '../setup/test-database.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const sleep = (seconds: number) => sql`select pg_sleep(${seconds}) as slept`;

describe('the database time of a request, on this driver', () => {
  it('counts plain queries, and those of transactions and nested transactions', async () => {
    const total: QueryTime = { ms: 0 };
    const answer = await measureQueries(total, async () => {
      await database.db.execute(sleep(0.02));
      return database.db.transaction(async (tx) => {
        await tx.execute(sleep(0.02));
        await tx.transaction((nested) => nested.execute(sleep(0.02)));
        return rows<{ one: number }>(tx, sql`select 1 as one`);
      });
    });
    expect(answer).toEqual([{ one: 1 }]);
    expect(total.ms).toBeGreaterThanOrEqual(60);
  });

  it('gives a request that makes no query no time, however busy the database is meanwhile', async () => {
    const busy: QueryTime = { ms: 0 };
    const idle: QueryTime = { ms: 0 };
    await Promise.all([
      // Drizzle's queries are lazy: awaited inside the measure, as a request's are.
      measureQueries(busy, async () => {
        await database.db.execute(sleep(0.05));
      }),
      measureQueries(idle, () => new Promise((resolve) => setTimeout(resolve, 50))),
    ]);
    expect(busy.ms).toBeGreaterThanOrEqual(50);
    expect(idle.ms).toBe(0);
  });
});
