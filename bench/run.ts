/**
 * `npm run bench -- [--profile default|cold] [--products N] [--database pglite|postgres] [--connections 20]
 *  [--duration 10] [--record] [--compare]`
 *
 * Load-tests the production build: prepares a seeded database, starts `node server/index.ts`, drives it with
 * autocannon route by route, prints a table and, with --record, appends it to bench/RESULTS.md.
 * See bench/README.md. Requires `npm run build` first (not for --compare).
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { type BenchArgs, parseBenchArgs, UsageError, usage } from './lib/args.ts';
import { prepareColdProfile } from './lib/cold-profile.ts';
import { curveReport } from './lib/curve.ts';
import { type PreparedDatabase, preparePglite, preparePostgres } from './lib/database.ts';
import { type LoadOptions, runLoad, type Scenario, type ScenarioResult, stopLoad } from './lib/load.ts';
import { stopAll } from './lib/process.ts';
import { searchPath, searchQueries, suggestPath, suggestPrefixes } from './lib/queries.ts';
import {
  backgroundLoad,
  checkTargets,
  gitRevision,
  names,
  type RunInfo,
  record,
  targetConditions,
  textTable,
} from './lib/report.ts';
import { startServer } from './lib/server.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const resultsFile = path.join(root, 'bench', 'RESULTS.md');

let args: BenchArgs;
try {
  const parsed = parseBenchArgs(process.argv.slice(2));
  if (parsed === 'help') {
    console.log(usage);
    process.exit(0);
  }
  if (parsed === 'compare') {
    console.log(await compareCatalogueSizes());
    process.exit(0);
  }
  args = parsed;
} catch (error) {
  if (error instanceof UsageError) {
    console.error(`${error.message}\n\n${usage}`);
    process.exit(2);
  }
  throw error;
}

if (!existsSync(path.join(root, 'build', 'server', 'index.js')) || !existsSync(path.join(root, 'build', 'client'))) {
  console.error(
    'build/server/index.js is missing: run `npm run build` first (the bench measures the production build).',
  );
  process.exit(1);
}

// Ctrl-C / SIGTERM: stop the load, the server and any seed still running, then exit.
let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = true;
    console.error(`\n${signal}: stopping…`);
    stopLoad();
    void stopAll().finally(() => process.exit(130));
  });
}

const commandLine = () => {
  const quoted = process.argv.slice(2).map((a) => (/^[\w@%+=:,./-]+$/.test(a) ? a : `'${a.replaceAll("'", "'\\''")}'`));
  const prefix = process.env.npm_lifecycle_event === 'bench' ? 'npm run bench --' : 'node bench/run.ts';
  return [prefix, ...quoted].join(' ').replace(/ --$/, '');
};

async function main() {
  const started = performance.now();
  console.log(
    `Déploia bench (${args.profile} profile): ${args.database}, ${args.products.toLocaleString('en-US')} products, ` +
      `${args.connections} connections, ${args.duration} s per route (+${args.warmup} s warm-up), ` +
      `response cache ${args.responseCache === 0 ? 'off' : `${args.responseCache} s`}, ` +
      `${args.workers} server ${args.workers === 1 ? 'process' : 'workers'}`,
  );

  const database: PreparedDatabase =
    args.database === 'postgres'
      ? await preparePostgres(root, args.products)
      : await preparePglite(root, args.products);
  console.log(`• database: ${database.version} — ${database.location}`);

  // The cold profile reads the database and makes sessions before the server starts (PGlite admits one process).
  const secret = randomBytes(32).toString('base64url');
  const cold = args.profile === 'cold' ? await prepareColdProfile(database, args, secret) : null;

  const background = await backgroundLoad();
  console.log(`• background load: ${background.text}`);
  if (background.busy > 0.2) {
    console.warn('! other processes are using the CPU: the figures will be lower and noisier than on a quiet machine');
  }

  const server = await startServer(root, {
    ...database.env,
    AUTH_SECRET: secret,
    RESPONSE_CACHE_SECONDS: String(args.responseCache),
    WEB_CONCURRENCY: String(args.workers),
  });
  try {
    const { scenarios, productPages, workload } = cold ?? (await defaultProfile(server.origin));
    console.log(`• product pages: ${productPages}`);
    for (const line of workload) console.log(`• ${line}`);
    workload.push(...(await checkRoutes(server.origin, scenarios)));

    const load: LoadOptions = {
      origin: server.origin,
      connections: args.connections,
      duration: args.duration,
      headers: { 'accept-encoding': args.acceptEncoding, 'user-agent': 'deploia-bench (autocannon)' },
    };
    const results: ScenarioResult[] = [];
    for (const scenario of scenarios) {
      if (interrupted) return;
      process.stdout.write(`• ${scenario.name}: `);
      if (args.warmup > 0) {
        process.stdout.write(`warm-up ${args.warmup} s… `);
        await drain(server.origin, await runLoad(scenario, load, args.warmup, scenario.warmupPaths ?? scenario.paths));
      }
      if (interrupted) return;
      process.stdout.write(`measuring ${args.duration} s… `);
      const result = await runLoad(scenario, load);
      await drain(server.origin, result);
      results.push(result);
      const repeated = result.requests > scenario.paths.length && scenario.paths.length > 1 ? ' (paths repeated)' : '';
      console.log(`${Math.round(result.rps)} req/s, p95 ${result.p95.toFixed(1)} ms${repeated}`);
      const unexpected = Object.entries(result.statusCodes).filter(([code]) => !code.startsWith('2'));
      if (unexpected.length > 0 || result.errors > 0) {
        console.warn(`  ! ${result.errors} errors, status codes: ${JSON.stringify(result.statusCodes)}`);
      }
    }

    console.log(`\n${textTable(results)}\n`);
    const binding = targetConditions(args);
    for (const t of checkTargets(results, args.profile)) {
      console.log(
        `${t.met ? 'PASS' : 'FAIL'}  ${t.label.replaceAll('`', '')}: ${t.measured}${binding ? '' : ' (indicative)'}`,
      );
    }
    if (!binding) console.log('(the targets are defined for --database postgres --products 100000 --connections 20)');

    if (args.record) {
      const info: RunInfo = {
        date: new Date().toISOString(),
        profile: args.profile,
        database: args.database,
        databaseVersion: database.version,
        products: args.products,
        connections: args.connections,
        duration: args.duration,
        warmup: args.warmup,
        acceptEncoding: args.acceptEncoding,
        responseCacheSeconds: args.responseCache,
        workers: args.workers,
        command: commandLine(),
        productPages,
        workload,
        gitRevision: gitRevision(root),
        background: background.text,
      };
      await record(resultsFile, info, results);
      console.log(`\nrecorded in ${path.relative(process.cwd(), resultsFile)}`);
      if (args.profile === 'cold') console.log(`\n${await compareCatalogueSizes()}`);
    }
    console.log(`done in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  } finally {
    await server.stop();
  }
}

/** The default profile's rows: one product page (the newest product), the search mix and its prefixes. */
async function defaultProfile(origin: string) {
  const listing = await getJson<{ data: { slug: string }[]; meta: { total: number } }>(
    `${origin}/api/v1/products?per_page=1`,
  );
  const slug = listing.data[0]?.slug;
  if (!slug) throw new Error('GET /api/v1/products?per_page=1 returned no product: is the catalogue seeded?');
  if (listing.meta.total !== args.products) {
    console.warn(`! the API reports ${listing.meta.total} published products, not ${args.products}`);
  }
  const scenarios: Scenario[] = [
    { name: names.healthz, paths: ['/healthz'] },
    { name: names.market, paths: ['/market'] },
    { name: names.product, paths: [`/product/${encodeURIComponent(slug)}`] },
    { name: names.search, paths: [searchPath('chatbot')] },
    { name: names.mix, paths: searchQueries.map(searchPath) },
    { name: names.suggest, paths: suggestPrefixes.map(suggestPath) },
  ];
  return { scenarios, productPages: `\`/product/${slug}\``, workload: [] as string[] };
}

/** The cold profile's curve over the catalogue sizes recorded in RESULTS.md. */
async function compareCatalogueSizes() {
  return curveReport(await readFile(resultsFile, 'utf8').catch(() => ''));
}

/**
 * The server keeps answering the requests that were in flight when a load stopped: lets it finish them, so that they
 * neither delay the next measured requests nor get cut when the server stops. Waits about one p99 of the run, or
 * the request timeout when nothing was answered (≤ 15 s), then until /healthz answers.
 */
async function drain(origin: string, run: ScenarioResult) {
  await sleep(Math.min(15_000, Number.isFinite(run.p99) ? Math.ceil(run.p99) + 100 : 10_000));
  await fetch(`${origin}/healthz`, { signal: AbortSignal.timeout(5000) }).catch(() => {});
}

async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  if (!res.ok) throw new Error(`GET ${url} answered ${res.status}`);
  return (await res.json()) as T;
}

/** Paths requested before measuring: every one of a short list, a sample of a long one (from its warm-up share). */
const checkedPaths = (scenario: Scenario) =>
  scenario.paths.length <= 200 ? scenario.paths : (scenario.warmupPaths ?? scenario.paths).slice(0, 50);

/**
 * One request per path checked before measuring, as the row's visitor (redirects not followed): a route that does
 * not answer 2xx, or not to a signed-in visitor when the row has one, would make its row meaningless. Answers, in words, how many of the checked searches found nothing
 * (empty results are cheap, so they matter when reading a search row).
 */
async function checkRoutes(origin: string, scenarios: Scenario[]): Promise<string[]> {
  const notes: string[] = [];
  for (const scenario of scenarios) {
    const paths = checkedPaths(scenario);
    const cookie = scenario.cookies?.[0];
    let empty = 0;
    for (const p of paths) {
      const res = await fetch(`${origin}${p}`, {
        headers: cookie ? { cookie } : {},
        redirect: 'manual',
        signal: AbortSignal.timeout(10_000),
      });
      const body = await res.text();
      if (!res.ok) throw new Error(`GET ${p} answered ${res.status}: ${body.slice(0, 200)}`);
      // The server marks every answer rendered for a signed-in viewer private (server/middleware/viewer.ts).
      if (cookie && !res.headers.get('cache-control')?.includes('private')) {
        throw new Error(`GET ${p} with a session cookie was not answered as to a signed-in visitor`);
      }
      if (p.startsWith('/api/v1/products?q=') && (JSON.parse(body) as { meta: { total: number } }).meta.total === 0) {
        empty++;
      }
    }
    if (scenario.name === names.mix || scenario.name === names.longTail) {
      const of = paths.length === scenario.paths.length ? `${paths.length} queries` : `a sample of ${paths.length}`;
      notes.push(`${scenario.name}: ${empty} of ${of} without results`);
    }
  }
  console.log(`• all routes answer 2xx; ${notes.join('; ')}`);
  return notes;
}

try {
  await main();
} catch (error) {
  console.error(`\nbench failed: ${(error as Error).message}`);
  if (process.env.DEBUG) console.error(error);
  process.exitCode = 1;
} finally {
  stopLoad();
  await stopAll();
}
