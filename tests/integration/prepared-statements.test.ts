import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';
import { categories } from '../../db/schema/index.ts';
import { openTestDatabase } from '../setup/test-database.ts';

/*
 * The PostgreSQL driver prepares every query with parameters (db/client.ts, decision 0028): one connection plans a
 * text once and reuses the plan. PGlite has no connection to keep statements on, so this runs only on PostgreSQL.
 */
const onPostgres = !!process.env.TEST_DATABASE_URL;

describe.skipIf(!onPostgres)('prepared statements on PostgreSQL (needs TEST_DATABASE_URL)', () => {
  let shared: Database;
  let single: Database;
  beforeAll(async () => {
    shared = await openTestDatabase();
    if (shared.kind !== 'postgres') throw new Error('TEST_DATABASE_URL is set but the test database is not PostgreSQL');
    single = await openDatabase({ url: shared.url, maxConnections: 1 });
  });
  afterAll(async () => {
    await single?.close();
    await shared?.close();
  });

  const preparedOnConnection = async (marker: string) =>
    rows<{ statement: string }>(
      single.db,
      sql`select statement from pg_prepared_statements where statement like ${`%${marker}%`} and statement not like '%pg_prepared_statements%'`,
    );

  it('prepares a query once per connection, from Drizzle’s builder and from raw SQL, in a transaction too', async () => {
    for (const slug of ['a', 'b', 'c']) {
      await single.db.select({ id: categories.id }).from(categories).where(eq(categories.slug, slug));
      await rows(single.db, sql`select ${slug}::text as prepared_marker_raw`);
      await single.db.transaction((tx) => rows(tx, sql`select ${slug}::text as prepared_marker_tx`));
    }
    expect(await preparedOnConnection('"categories"')).toHaveLength(1);
    expect(await preparedOnConnection('prepared_marker_raw')).toHaveLength(1);
    expect(await preparedOnConnection('prepared_marker_tx')).toHaveLength(1);
  });
});
