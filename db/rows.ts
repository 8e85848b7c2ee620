import type { SQL } from 'drizzle-orm';
import type { Db } from './client.ts';

/** Runs raw SQL and returns its rows on both drivers (PGlite answers `{ rows }`, postgres.js an array). */
export async function rows<T>(db: Pick<Db, 'execute'>, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown;
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}
