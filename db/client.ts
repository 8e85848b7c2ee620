import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { timedDriver } from './query-time.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** The open database; the driver's own handle is exposed for the job queue, which keeps its own connections. */
export type Database = {
  db: Db;
  /**
   * Where catalogue reads may go: the read replica of `DATABASE_READ_URL` (its own pool), or `db` itself without
   * one. A replica may lag the primary by a moment; never write through it (decision 0037).
   */
  readDb: Db;
  /** Applies the committed SQL migrations (idempotent). */
  migrate(): Promise<void>;
  close(): Promise<void>;
} & ({ kind: 'pglite'; pglite: PGlite } | { kind: 'postgres'; url: string });

export const pgliteExtensions = { pg_trgm, unaccent };

export interface DatabaseOptions {
  /** A PostgreSQL URL; without it the embedded PGlite database is used. */
  url?: string;
  /** A read replica of `url` (a streaming standby) for catalogue reads; ignored without `url`. */
  readUrl?: string;
  /** PGlite data directory; omitted = in memory. */
  dataDir?: string;
  /** An already-open PGlite instance (tests clone a migrated template). */
  pglite?: PGlite;
  maxConnections?: number;
}

/**
 * postgres.js arguments `(text, parameters, options)` with the statement prepared. Drizzle sends every query it was
 * not asked to name with `prepare: false`, so PostgreSQL parsed and planned each one on every request: planning was
 * most of a broad search's database time (decision 0028). Prepared, a pooled connection plans a text once and reuses
 * it; postgres.js keys statements by text and drops them with the connection (it recycles connections after 30 to 60
 * minutes). A query without parameters (migrations) still goes through the simple protocol.
 */
function prepared([text, parameters, options]: unknown[]): unknown[] {
  return [text, parameters, { ...(options as object | undefined), prepare: true }];
}

/**
 * A postgres.js pool and its Drizzle handle: every statement prepared, every query timed. A read-only pool's sessions
 * refuse writes even when its URL names a primary (`default_transaction_read_only`), as a standby's do.
 */
function openPool(url: string, max: number, applicationName: string, readOnly = false) {
  const client = postgres(url, {
    max,
    onnotice: () => {},
    connection: { application_name: applicationName, ...(readOnly && { default_transaction_read_only: true }) },
  });
  // Timed as Drizzle calls postgres.js: queries through `unsafe`, transactions and savepoints as scopes.
  const timed = timedDriver(client, { queries: ['unsafe'], scopes: ['begin', 'savepoint'], queryArguments: prepared });
  return { client, db: drizzlePostgres({ client: timed, schema, casing: 'snake_case' }) };
}

/** Opens the database; the queries made through `db` count towards the running request's database time (db/query-time.ts). */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const primary = openPool(options.url, options.maxConnections ?? 10, 'deploia');
    // The replica's pool is as large as the primary's: the catalogue is most of what is read.
    const replica = options.readUrl
      ? openPool(options.readUrl, options.maxConnections ?? 10, 'deploia-read', true)
      : null;
    const db = primary.db;
    return {
      db,
      readDb: replica?.db ?? db,
      kind: 'postgres',
      url: options.url,
      migrate: () => migratePostgres(db, { migrationsFolder }),
      close: async () => {
        await Promise.all([primary.client.end({ timeout: 5 }), replica?.client.end({ timeout: 5 })]);
      },
    };
  }
  if (options.dataDir) await mkdir(path.dirname(options.dataDir), { recursive: true });
  const client = options.pglite ?? (await PGlite.create({ dataDir: options.dataDir, extensions: pgliteExtensions }));
  const timed = timedDriver(client, { queries: ['query'], scopes: ['transaction'] });
  const db = drizzlePglite({ client: timed, schema, casing: 'snake_case' });
  return {
    db,
    readDb: db,
    kind: 'pglite',
    pglite: client,
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}
