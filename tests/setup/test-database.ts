import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { type Database, openDatabase, pgliteExtensions } from '../../db/client.ts';
import { adminUrl, databaseUrl } from './database-urls.ts';

/** A fresh, migrated database for one test file: a PGlite copy of the template, or a PostgreSQL clone of it. */
export async function openTestDatabase(): Promise<Database> {
  const template = inject('databaseTemplate');
  if (template.kind === 'pglite') {
    const dump = new Blob([await readFile(template.dump)]);
    const pglite = await PGlite.create({ loadDataDir: dump, extensions: pgliteExtensions });
    return openDatabase({ pglite });
  }
  const name = `deploia_t_${randomBytes(6).toString('hex')}`;
  const admin = await openDatabase({ url: adminUrl(template.url), maxConnections: 1 });
  await admin.db.execute(sql.raw(`create database ${name} template ${template.template}`));
  await admin.close();
  const database = await openDatabase({ url: databaseUrl(template.url, name), maxConnections: 4 });
  return {
    ...database,
    async close() {
      await database.close();
      const cleanup = await openDatabase({ url: adminUrl(template.url), maxConnections: 1 });
      await cleanup.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
      await cleanup.close();
    },
  };
}
