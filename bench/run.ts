/**
 * `npm run bench -- [--products N] [--database pglite|postgres] [--connections 20] [--duration 10] [--record]`
 *
 * Load-tests the production build: prepares a seeded database, starts `node server/index.ts`, drives it with
 * autocannon route by route, prints a table and, with --record, appends it to bench/RESULTS.md.
 * See bench/README.md. Requires `npm run build` first.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { type BenchArgs, parseBenchArgs, UsageError, usage } from './lib/args.ts';
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
    `Déploia bench: ${args.database}, ${args.products.toLocaleString('en-US')} products, ` +
      `${args.connections} connections, ${args.duration} s per route (+${args.warmup} s warm-up)`,
  );

  const database: PreparedDatabase =
    args.database === 'postgres'
      ? await preparePostgres(root, args.products)
      : await preparePglite(root, args.products);
  console.log(`• database: ${database.version} — ${database.location}`);

  const background = await backgroundLoad();
  console.log(`• background load: ${background.text}`);
  if (background.busy > 0.2) {
    console.warn('! other processes are using the CPU: the figures will be lower and noisier than on a quiet machine');
  }

  const server = await startServer(root, { ...database.env, RESPONSE_CACHE_SECONDS: String(args.responseCache) });
  try {
    const listing = await getJson<{ data: { slug: string }[]; meta: { total: number } }>(
      `${server.origin}/api/v1/products?per_page=1`,
    );
    const slug = listing.data[0]?.slug;
    if (!slug) throw new Error('GET /api/v1/products?per_page=1 returned no product: is the catalogue seeded?');
    if (listing.meta.total !== args.products) {
      console.warn(`! the API reports ${listing.meta.total} published products, not ${args.products}`);
    }
    console.log(`• product page: /product/${slug}`);

    const scenarios: Scenario[] = [
      { name: names.healthz, paths: ['/healthz'] },
      { name: names.market, paths: ['/market'] },
      { name: names.product, paths: [`/product/${encodeURIComponent(slug)}`] },
      { name: names.search, paths: [searchPath('chatbot')] },
      { name: names.mix, paths: searchQueries.map(searchPath) },
      { name: names.suggest, paths: suggestPrefixes.map(suggestPath) },
    ];
    await checkRoutes(server.origin, scenarios);

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
        await runLoad(scenario, load, args.warmup);
      }
      if (interrupted) return;
      process.stdout.write(`measuring ${args.duration} s… `);
      const result = await runLoad(scenario, load);
      results.push(result);
      console.log(`${Math.round(result.rps)} req/s, p95 ${result.p95.toFixed(1)} ms`);
      const unexpected = Object.entries(result.statusCodes).filter(([code]) => !code.startsWith('2'));
      if (unexpected.length > 0 || result.errors > 0) {
        console.warn(`  ! ${result.errors} errors, status codes: ${JSON.stringify(result.statusCodes)}`);
      }
    }

    // The server keeps answering the requests that were in flight when the load stopped; let it finish them
    // so stopping it does not cut their database queries (and fill the output with errors).
    await drain(server.origin, results);

    console.log(`\n${textTable(results)}\n`);
    const binding = targetConditions(args);
    for (const t of checkTargets(results)) {
      console.log(
        `${t.met ? 'PASS' : 'FAIL'}  ${t.label.replaceAll('`', '')}: ${t.measured}${binding ? '' : ' (indicative)'}`,
      );
    }
    if (!binding) console.log('(the targets are defined for --database postgres --products 100000 --connections 20)');

    if (args.record) {
      const info: RunInfo = {
        date: new Date().toISOString(),
        database: args.database,
        databaseVersion: database.version,
        products: args.products,
        connections: args.connections,
        duration: args.duration,
        warmup: args.warmup,
        acceptEncoding: args.acceptEncoding,
        responseCacheSeconds: args.responseCache,
        command: commandLine(),
        productSlug: slug,
        gitRevision: gitRevision(root),
        background: background.text,
      };
      await record(resultsFile, info, results);
      console.log(`\nrecorded in ${path.relative(process.cwd(), resultsFile)}`);
    }
    console.log(`done in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  } finally {
    await server.stop();
  }
}

/** Waits about one p99 of the slowest route (≤ 15 s), then until /healthz answers promptly. */
async function drain(origin: string, results: ScenarioResult[]) {
  const slowest = Math.max(0, ...results.map((r) => (Number.isFinite(r.p99) ? r.p99 : 0)));
  await sleep(Math.min(15_000, Math.ceil(slowest) + 100));
  await fetch(`${origin}/healthz`, { signal: AbortSignal.timeout(5000) }).catch(() => {});
}

async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  if (!res.ok) throw new Error(`GET ${url} answered ${res.status}`);
  return (await res.json()) as T;
}

/** One request per distinct path before measuring: a route that does not answer 2xx would make its row meaningless. */
async function checkRoutes(origin: string, scenarios: Scenario[]) {
  let empty = 0;
  for (const scenario of scenarios) {
    for (const p of scenario.paths) {
      const res = await fetch(`${origin}${p}`, { signal: AbortSignal.timeout(10_000) });
      const body = await res.text();
      if (!res.ok) throw new Error(`GET ${p} answered ${res.status}: ${body.slice(0, 200)}`);
      if (scenario.name === names.mix && (JSON.parse(body) as { meta: { total: number } }).meta.total === 0) {
        empty++;
      }
    }
  }
  console.log(`• all routes answer 2xx; search mix: ${searchQueries.length} queries, ${empty} without results`);
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
