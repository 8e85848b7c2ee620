/**
 * `npm run db:seed -- [--products N] [--reset]`
 *
 * Seeds the demo catalogue (categories, sellers, N products, covers, buyers, verified reviews) into the
 * database the server would use (DATABASE_URL, or the embedded PGlite under DATA_DIR), in one transaction.
 * Without --reset it refuses a database whose catalogue is not empty; with --reset it first truncates the
 * seeded tables (and, through `cascade`, every table that references them: orders, reviews, sessions…).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { ConfigError, loadConfig } from '../../config/env.server.ts';
import { systemClock } from '../../core/ports/clock.ts';
import { createFileStore } from '../../server/adapters/storage/create-file-store.ts';
import { openDatabase } from '../client.ts';
import { rows } from '../rows.ts';
import { DEFAULT_PRODUCT_COUNT } from './content/catalogue.ts';
import { seedDemo } from './demo.ts';

const usage = `Usage: npm run db:seed -- [--products N] [--reset]

  --products N   number of products to generate (integer, 1 to 1 000 000; default ${DEFAULT_PRODUCT_COUNT},
                 the hand-written catalogue)
  --reset        empty the catalogue first (truncates categories, sellers, products, users and
                 every table referencing them); without it a non-empty catalogue is left untouched
  --help         show this help

The database is the server's: DATABASE_URL (PostgreSQL) or, when unset, the embedded PGlite
database in DATA_DIR/pglite (DATA_DIR defaults to .data). Cover images go to DATA_DIR/uploads.`;

const argsSchema = z.object({
  products: z.coerce
    .number({ message: '--products must be a number' })
    .int('--products must be an integer')
    .positive('--products must be positive')
    .max(1_000_000, '--products must be at most 1 000 000')
    .default(DEFAULT_PRODUCT_COUNT),
  reset: z.boolean().default(false),
});

function fail(message: string): never {
  console.error(`${message}\n\n${usage}`);
  process.exit(2);
}

const options = {
  products: { type: 'string' },
  reset: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;
let parsedArgs: ReturnType<typeof parseArgs<{ options: typeof options }>>;
try {
  parsedArgs = parseArgs({ args: process.argv.slice(2), options, strict: true, allowPositionals: false });
} catch (error) {
  fail((error as Error).message);
}
if (parsedArgs.values.help) {
  console.log(usage);
  process.exit(0);
}
const argsResult = argsSchema.safeParse({ products: parsedArgs.values.products, reset: parsedArgs.values.reset });
if (!argsResult.success) fail(argsResult.error.issues.map((i) => i.message).join('\n'));
const args = argsResult.data;

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) fail(error.message);
  throw error;
}

const started = performance.now();
const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
const log = (message: string) => console.log(`[${elapsed().padStart(7)}] ${message}`);

const where = config.databaseUrl
  ? `PostgreSQL ${redactUrl(config.databaseUrl)}`
  : `PGlite ${path.join(config.dataDir, 'pglite')}`;
log(`opening ${where}`);
const database = await openDatabase({ url: config.databaseUrl, dataDir: path.join(config.dataDir, 'pglite') });
let exitCode = 0;
try {
  await database.migrate();
  log('migrations applied');

  const [state] = await rows<{ seeded: boolean }>(database.db, sql`select exists(select 1 from categories) as seeded`);
  if (state?.seeded && !args.reset) {
    const [count] = await rows<{ n: number }>(database.db, sql`select count(*)::int as n from products`);
    console.error(
      `The catalogue is not empty (${count?.n ?? '?'} products in ${where}).\n` +
        'Nothing was changed. Re-run with --reset to empty it first (this deletes users, orders and reviews too).',
    );
    exitCode = 1;
  } else {
    const files = createFileStore(config);
    log(`seeding ${args.products.toLocaleString('en-US')} products${state?.seeded ? ' (after --reset)' : ''}…`);
    const result = await database.db.transaction(async (tx) => {
      if (state?.seeded) {
        // Truncating "user" cascades to every table that references a user (profiles, sessions, orders,
        // reviews…); categories, seller_profiles and products cascade to the rest of the catalogue.
        await tx.execute(sql`truncate table categories, seller_profiles, products, "user" cascade`);
        log('existing catalogue truncated');
      }
      return seedDemo(
        { db: tx, files, clock: systemClock },
        { productCount: args.products, onProgress: (step) => log(`  ${step}`) },
      );
    });
    log(`committed: ${result.products} products, ${result.reviews} verified reviews`);
    // The seed rewrites every product once (refreshRatings), leaving as many dead rows; VACUUM cannot run in the
    // transaction and autovacuum may be off or late, so clean up now: queries then start from a steady state.
    await database.db.execute(sql`vacuum analyze`);
    log(`vacuum analyze done; seeded in ${elapsed()}`);
  }
} catch (error) {
  console.error(`Seeding failed after ${elapsed()} (the transaction was rolled back):`);
  console.error(error);
  exitCode = 1;
} finally {
  await database.close();
}
process.exit(exitCode);

function redactUrl(url: string) {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(invalid URL)';
  }
}
