import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client.ts';

/** Inserts rows in chunks (PostgreSQL caps a statement at 65 535 parameters). */
export async function insertMany<T extends PgTable>(db: Db, table: T, values: T['$inferInsert'][], chunkSize = 500) {
  for (let i = 0; i < values.length; i += chunkSize) {
    await db.insert(table).values(values.slice(i, i + chunkSize));
  }
}

/** A row a factory builds with its `id` chosen up front, so that the rows pointing at it can be built before the insert. */
export type RowWithId<T extends PgTable> = T['$inferInsert'] & { id: string };
