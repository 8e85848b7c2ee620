import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { migrationsFolder } from './client.ts';
import { rows } from './rows.ts';

/** Number of migrations committed in the journal versus applied in the database. */
export async function migrationStatus(db: Db): Promise<{ expected: number; applied: number }> {
  const journal = JSON.parse(await readFile(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  const [row] = await rows<{ n: number }>(db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  return { expected: journal.entries.length, applied: row?.n ?? 0 };
}
