import { existsSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { type Database, openDatabase } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';
import { spawnTracked, waitForExit } from './process.ts';

/** The only PostgreSQL server the bench talks to; it creates and drops `deploia_bench_<N>` databases there. */
const postgresServer = 'postgres://postgres@127.0.0.1:5432';
export const defaultCatalogueSize = 161;
/** The seed's time limit: 30 minutes, more for large catalogues (about 12 ms per product: 3 h 20 at 1 000 000). */
const seedTimeoutMs = (products: number) => Math.max(30 * 60_000, products * 12);

export interface PreparedDatabase {
  kind: 'pglite' | 'postgres';
  /** Environment for the server: DATA_DIR, DATABASE_URL (postgres only), SEED_DEMO. */
  env: Record<string, string>;
  /** e.g. "PostgreSQL 15.20 (Debian 15.20-0+deb12u1)" or "PGlite 0.5.16 (PostgreSQL 17.5)". */
  version: string;
  /** Where the data lives, for the report. */
  location: string;
  reused: boolean;
}

const log = (message: string) => console.log(`• ${message}`);

/** Runs `node db/seed/cli.ts --products N` with the given DATABASE_URL / DATA_DIR. */
async function seed(root: string, products: number, env: Record<string, string>) {
  log(`seeding ${products.toLocaleString('en-US')} products (db/seed/cli.ts)…`);
  const child = spawnTracked(
    process.execPath,
    ['db/seed/cli.ts', '--products', String(products)],
    { cwd: root, env: { ...cleanEnv(), ...env } },
    '  [seed]',
  );
  await waitForExit(child, seedTimeoutMs(products), 'db/seed/cli.ts');
}

/** process.env without the variables the bench sets itself for its children. */
export function cleanEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of ['DATABASE_URL', 'DATA_DIR', 'SEED_DEMO', 'PORT', 'HOST', 'PUBLIC_URL', 'NODE_ENV', 'LOG_LEVEL']) {
    delete env[name];
  }
  return env;
}

const shortVersion = (version: string) => version.replace(/ on .*$/, '').replace(/,.*$/, '');

/**
 * PostgreSQL: database `deploia_bench_<N>` on 127.0.0.1:5432, reused when it already holds exactly N products,
 * otherwise dropped, created and seeded through the seed CLI.
 */
export async function preparePostgres(root: string, products: number): Promise<PreparedDatabase> {
  const name = `deploia_bench_${products}`;
  const url = `${postgresServer}/${name}`;
  const dataDir = path.join(root, 'bench', '.tmp', `postgres-${products}`);
  const env = { DATABASE_URL: url, DATA_DIR: dataDir, SEED_DEMO: 'false' };

  const admin = postgres(`${postgresServer}/postgres`, { max: 1, onnotice: () => {}, connect_timeout: 10 });
  let version: string;
  let reused = false;
  try {
    const [row] = await admin<{ version: string }[]>`select version() as version`;
    version = shortVersion(row?.version ?? 'PostgreSQL (unknown version)');
    const [exists] = await admin`select 1 from pg_database where datname = ${name}`;
    const count = exists ? await countPostgresProducts(url) : null;
    if (count === products) {
      reused = true;
      log(`reusing database ${name} (${count.toLocaleString('en-US')} products)`);
    } else {
      if (exists) {
        log(`database ${name} holds ${count ?? 'no'} products instead of ${products}: recreating it`);
        await admin.unsafe(`drop database "${name}" with (force)`);
      }
      await admin.unsafe(`create database "${name}"`);
      log(`created database ${name}`);
    }
  } finally {
    await admin.end({ timeout: 5 });
  }
  if (!reused) {
    await seed(root, products, env);
    const count = await countPostgresProducts(url);
    if (count !== products) throw new Error(`after seeding, ${name} holds ${count} products instead of ${products}`);
  }
  return { kind: 'postgres', env, version, location: `${url} (uploads in ${path.relative(root, dataDir)})`, reused };
}

async function countPostgresProducts(url: string): Promise<number | null> {
  const client = postgres(url, { max: 1, onnotice: () => {}, connect_timeout: 10 });
  try {
    const [row] = await client<{ n: number }[]>`select count(*)::int as n from products
      where exists (select 1 from categories)`;
    return row?.n ?? null;
  } catch {
    return null; // not migrated yet
  } finally {
    await client.end({ timeout: 5 });
  }
}

/** Opens the PGlite directory (creating it when missing) to read its version and product count. */
async function probePglite(dataDir: string): Promise<{ version: string; count: number | null }> {
  const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
  try {
    const [row] = await rows<{ version: string }>(database.db, sql`select version() as version`);
    let count: number | null = null;
    try {
      const [c] = await rows<{ n: number }>(database.db, sql`select count(*)::int as n from products`);
      count = c?.n ?? null;
    } catch {
      count = null; // not migrated yet
    }
    return { version: shortVersion(row?.version ?? 'PostgreSQL (unknown version)'), count };
  } finally {
    await database.close();
  }
}

/**
 * PGlite: DATA_DIR bench/.tmp/pglite-<N>, reused when it holds exactly N products. The default catalogue
 * (161) is seeded by the server's own start-up; any other size by the seed CLI beforehand.
 */
export async function preparePglite(root: string, products: number): Promise<PreparedDatabase> {
  const dataDir = path.join(root, 'bench', '.tmp', `pglite-${products}`);
  const env = { DATA_DIR: dataDir, SEED_DEMO: products === defaultCatalogueSize ? 'true' : 'false' };
  let reused = false;
  if (existsSync(path.join(dataDir, 'pglite'))) {
    const { count } = await probePglite(dataDir);
    if (count === products) {
      reused = true;
      log(`reusing ${path.relative(root, dataDir)} (${count.toLocaleString('en-US')} products)`);
    } else {
      log(`${path.relative(root, dataDir)} holds ${count ?? 'no'} products instead of ${products}: recreating it`);
      await rm(dataDir, { recursive: true, force: true });
    }
  }
  if (!reused && products !== defaultCatalogueSize) await seed(root, products, env);
  if (!reused && products === defaultCatalogueSize) log('the server seeds the default catalogue at start-up');
  const probe = await probePglite(dataDir);
  const pgliteVersion = await readPackageVersion(root, '@electric-sql/pglite');
  return {
    kind: 'pglite',
    env,
    // PGlite's version() already names it: "PostgreSQL 18.6 (PGlite 0.5.16)".
    version: probe.version.includes('PGlite') ? probe.version : `PGlite ${pgliteVersion} (${probe.version})`,
    location: path.relative(root, dataDir),
    reused,
  };
}

/** Opens the prepared database from this process (PGlite: only while no server has it open). */
export function openPrepared(database: PreparedDatabase): Promise<Database> {
  const dataDir = database.env.DATA_DIR;
  return database.kind === 'postgres'
    ? openDatabase({ url: database.env.DATABASE_URL, maxConnections: 2 })
    : openDatabase({ dataDir: path.join(dataDir ?? '.data', 'pglite') });
}

async function readPackageVersion(root: string, name: string): Promise<string> {
  try {
    const pkg = JSON.parse(await readFile(path.join(root, 'node_modules', name, 'package.json'), 'utf8')) as {
      version?: string;
    };
    return pkg.version ?? '?';
  } catch {
    return '?';
  }
}
