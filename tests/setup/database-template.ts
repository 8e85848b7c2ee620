import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { TestProject } from 'vitest/node';
import { openDatabase, pgliteExtensions } from '../../db/client.ts';
import { adminUrl, databaseUrl } from './database-urls.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: { kind: 'pglite'; dump: string } | { kind: 'postgres'; url: string; template: string };
  }
}

/**
 * Migrates one template database per run: a PGlite data-dir dump by default, or a PostgreSQL template
 * database when TEST_DATABASE_URL is set. Each test file then gets a fresh copy (tests/setup/test-database.ts).
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const template = `deploia_tpl_${process.pid}`;
    const admin = await openDatabase({ url: adminUrl(serverUrl), maxConnections: 1 });
    await admin.db.execute(sql.raw(`drop database if exists ${template} with (force)`));
    await admin.db.execute(sql.raw(`create database ${template}`));
    const tpl = await openDatabase({ url: databaseUrl(serverUrl, template), maxConnections: 1 });
    await tpl.migrate();
    await tpl.close();
    project.provide('databaseTemplate', { kind: 'postgres', url: serverUrl, template });
    return async () => {
      await admin.db.execute(sql.raw(`drop database if exists ${template} with (force)`));
      await admin.close();
    };
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'deploia-tpl-'));
  const pglite = await PGlite.create({ extensions: pgliteExtensions });
  const database = await openDatabase({ pglite });
  await database.migrate();
  const dump = path.join(dir, 'template.tar');
  await writeFile(dump, Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()));
  await database.close();
  project.provide('databaseTemplate', { kind: 'pglite', dump });
  return () => rm(dir, { recursive: true, force: true });
}
