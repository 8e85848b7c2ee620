import { execFileSync } from 'node:child_process';
import { appendFile, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import type { ScenarioResult } from './load.ts';

export type Profile = 'default' | 'cold';

export interface RunInfo {
  date: string;
  profile: Profile;
  database: 'pglite' | 'postgres';
  databaseVersion: string;
  products: number;
  connections: number;
  duration: number;
  warmup: number;
  acceptEncoding: string;
  /** RESPONSE_CACHE_SECONDS given to the server (its default when absent). */
  responseCacheSeconds: number;
  /** WEB_CONCURRENCY: server processes sharing the port. */
  workers: number;
  command: string;
  /** What the product page rows requested, in words: one slug, or how many random products. */
  productPages: string;
  /** More about what was requested (the cold profile's queries and visitors), one line each. */
  workload: string[];
  gitRevision: string;
  /** CPU use of other processes just before the server started. */
  background: string;
}

export const names = {
  healthz: '/healthz',
  landing: '/',
  market: '/market',
  product: '/product/:slug',
  randomProduct: '/product/:slug (random)',
  search: '/api/v1/products?q=chatbot',
  mix: '/api/v1/products?q=… (mix)',
  suggest: '/api/v1/search/suggest?q=… (mix)',
  longTail: '/api/v1/products?q=… (long tail)',
  longTailSuggest: '/api/v1/search/suggest?q=… (long tail)',
  signedInProduct: '/product/:slug (signed in)',
  dashboard: '/dashboard (signed in)',
  purchases: '/dashboard/purchases (signed in)',
} as const;

const ms = (v: number) => (Number.isFinite(v) ? (v < 10 ? v.toFixed(2) : v.toFixed(1)) : '–');
const int = (v: number) => Math.round(v).toLocaleString('en-US');
const pct = (v: number) => (Number.isFinite(v) ? `${(v * 100).toFixed(1)} %` : '–');
const kib = (v: number) => `${(v / 1024).toFixed(1)}`;

const header = ['Route', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'non-2xx', 'errors', 'KiB/resp', 'vs /healthz'];

function cells(results: ScenarioResult[]): string[][] {
  const baseline = results.find((r) => r.name === names.healthz)?.rps ?? Number.NaN;
  return results.map((r) => [
    r.name,
    int(r.rps),
    ms(r.p50),
    ms(r.p95),
    ms(r.p99),
    int(r.non2xx),
    int(r.errors),
    kib(r.bytesPerResponse),
    pct(r.rps / baseline),
  ]);
}

/** Fixed-width table for the terminal. */
export function textTable(results: ScenarioResult[]): string {
  const table = [header, ...cells(results)];
  const widths = header.map((_, c) => Math.max(...table.map((row) => row[c]!.length)));
  const line = (row: string[]) =>
    row.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join('  ');
  return [line(header), widths.map((w) => '─'.repeat(w)).join('  '), ...cells(results).map(line)].join('\n');
}

export function markdownTable(results: ScenarioResult[]): string {
  const row = (r: string[]) => `| ${r.join(' | ')} |`;
  return [
    row(header),
    row(header.map((_, c) => (c === 0 ? '---' : '---:'))),
    ...cells(results).map((r) => row([`\`${r[0]}\``, ...r.slice(1)])),
  ].join('\n');
}

export interface TargetCheck {
  label: string;
  measured: string;
  met: boolean;
}

const clean = (r: ScenarioResult) => r.non2xx === 0 && r.errors === 0;

/** A latency target: the row's p95 under `limit` ms, with no failed request. */
function p95Under(r: ScenarioResult, limit: number): TargetCheck {
  return { label: `\`${r.name}\` p95 < ${limit} ms`, measured: `p95 ${ms(r.p95)} ms`, met: r.p95 < limit && clean(r) };
}

/** A throughput target: the row's req/s at least `floor`, with no failed request. */
function rpsAtLeast(r: ScenarioResult, floor: number): TargetCheck {
  return { label: `\`${r.name}\` ≥ ${floor} req/s`, measured: `${int(r.rps)} req/s`, met: r.rps >= floor && clean(r) };
}

/** Issue 15's targets for the cold profile (response cache off, a different product or query each request). */
const coldTargets: [string, (r: ScenarioResult) => TargetCheck][] = [
  [names.longTail, (r) => p95Under(r, 50)],
  [names.search, (r) => p95Under(r, 50)],
  [names.longTailSuggest, (r) => p95Under(r, 10)],
  [names.randomProduct, (r) => rpsAtLeast(r, 400)],
  [names.market, (r) => rpsAtLeast(r, 300)],
  [names.landing, (r) => rpsAtLeast(r, 300)],
  [names.signedInProduct, (r) => rpsAtLeast(r, 300)],
  [names.dashboard, (r) => rpsAtLeast(r, 300)],
  [names.purchases, (r) => rpsAtLeast(r, 300)],
];

/** The foundation's and the catalogue issue's targets, for the default profile. */
const defaultTargets: [string, (r: ScenarioResult) => TargetCheck][] = [
  [names.search, (r) => p95Under(r, 30)],
  [names.mix, (r) => p95Under(r, 25)],
  [names.suggest, (r) => p95Under(r, 10)],
];

/** The profile's targets, evaluated on this run (those of a row the run lacks are left out). */
export function checkTargets(results: ScenarioResult[], profile: Profile): TargetCheck[] {
  const by = (name: string) => results.find((r) => r.name === name);
  const checks = (profile === 'cold' ? coldTargets : defaultTargets).flatMap(([name, check]) => {
    const r = by(name);
    return r ? [check(r)] : [];
  });
  const product = by(names.product);
  const healthz = by(names.healthz);
  if (profile === 'default' && product && healthz) {
    const ratio = product.rps / healthz.rps;
    checks.push({
      label: '`/product/:slug` ≥ 25 % of `/healthz` req/s',
      measured: `${pct(ratio)} (${int(product.rps)} / ${int(healthz.rps)} req/s)`,
      met: ratio >= 0.25 && clean(product),
    });
  }
  return checks;
}

/** True when the run matches the conditions the targets are defined for. */
export const targetConditions = (info: Pick<RunInfo, 'database' | 'products' | 'connections'>) =>
  info.database === 'postgres' && info.products === 100_000 && info.connections === 20;

export function machine(): string {
  const cpus = os.cpus();
  const model = cpus[0]?.model.trim().replace(/\s+/g, ' ') ?? 'unknown CPU';
  const memory = (os.totalmem() / 1024 ** 3).toFixed(1);
  return `${model} × ${cpus.length}, ${memory} GiB RAM, ${os.type()} ${os.release()} ${os.arch()}, Node ${process.version}`;
}

/** Share of all cores busy over `ms` (sampled from os.cpus() times), with the 1-minute load average. */
export async function backgroundLoad(ms = 1000): Promise<{ busy: number; text: string }> {
  const sample = () =>
    os.cpus().reduce(
      (acc, cpu) => {
        const { idle, ...rest } = cpu.times;
        acc.idle += idle;
        acc.total += idle + Object.values(rest).reduce((a, b) => a + b, 0);
        return acc;
      },
      { idle: 0, total: 0 },
    );
  const before = sample();
  await new Promise((resolve) => setTimeout(resolve, ms));
  const after = sample();
  const total = after.total - before.total;
  const busy = total > 0 ? 1 - (after.idle - before.idle) / total : 0;
  return {
    busy,
    text: `${(busy * 100).toFixed(0)} % CPU busy, load average ${os.loadavg()[0]!.toFixed(2)} (${os.cpus().length} cores)`,
  };
}

export function gitRevision(cwd: string): string {
  try {
    const rev = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], {
      cwd,
      encoding: 'utf8',
    }).trim();
    return dirty ? `${rev} + uncommitted changes` : rev;
  } catch {
    return 'unknown';
  }
}

const resultsHeader = `# Déploia — benchmark results

Appended by \`npm run bench -- … --record\` (see [README.md](README.md)); newest section last. Each section is
one run of \`bench/run.ts\`: the production build (\`npm run build\`) served by \`node server/index.ts\` with
\`NODE_ENV=production LOG_LEVEL=warn\`, loaded by autocannon from the same machine over 127.0.0.1.

What the columns mean:

- **req/s** — average of the per-second completed request counts during the measured window (after an
  unmeasured warm-up of the same route).
- **p50 / p95 / p99 ms** — latency percentiles of every response in the window, measured by the client
  from request written to response fully read, at the given number of concurrent connections (closed
  loop: each connection sends its next request as soon as the previous one is answered, so latency ≈
  connections ÷ req/s).
- **non-2xx / errors** — responses with another status, and connection errors or timeouts (10 s). Any
  non-zero value makes the row suspect.
- **KiB/resp** — bytes read per response (headers + body, compressed when the server compresses).
- **vs /healthz** — the route's req/s as a share of the \`/healthz\` req/s of the same run. \`/healthz\`
  does no database work and no rendering, so it is the ceiling of the HTTP stack on this machine.
- **mix** — \`/api/v1/products?q=…\` with ${'≥'} 20 realistic French queries (some without accents or with typos),
  each connection cycling through them.
- **cold profile** (\`--profile cold\`) — response cache off and each request a different product or query:
  random products over the whole catalogue, thousands of generated long-tail buyer queries and their prefixes,
  signed-in buyers (see README.md).

The load generator, the server and the database share the machine's cores, so absolute figures are only
comparable between sections recorded on the same machine; the ratios travel better.

## Targets (from the performance issue)

On PostgreSQL with 100 000 products, at 20 connections:

1. \`GET /api/v1/products?q=chatbot\`: **p95 under 30 ms** (foundation).
2. \`GET /product/:slug\` (server-side rendered page): **at least 25 % of the \`/healthz\` throughput** of
   the same run (foundation).
3. \`GET /api/v1/products?q=…\` on the search mix: **p95 under 25 ms** (catalogue).
4. \`GET /api/v1/search/suggest?q=…\` on prefixes of the same queries: **p95 under 10 ms** (catalogue).

With the cold profile (issue 15): long-tail search, \`q=chatbot\` p95 **under 50 ms**; suggestions p95 **under
10 ms**; random product pages **≥ 400 req/s**; \`/\`, \`/market\`, and the signed-in product page, \`/dashboard\`
and \`/dashboard/purchases\` **≥ 300 req/s** each; from 100 000 to 1 000 000 products, p95 of search and of the
product page **less than 2×** (\`npm run bench -- --compare\`).

Runs on other databases or catalogue sizes are recorded for comparison; the targets are checked on every
run but only binding for the conditions above.
`;

const databaseLabel = (database: RunInfo['database']) => (database === 'postgres' ? 'PostgreSQL' : 'PGlite (embedded)');

/** « date — database, N products[, cold profile], C connections, cache … »: what bench/lib/curve.ts reads back. */
export function sectionHeading(info: RunInfo): string {
  const cache = info.responseCacheSeconds === 0 ? 'off' : `${info.responseCacheSeconds} s`;
  const profile = info.profile === 'cold' ? ', cold profile' : '';
  return `${info.date} — ${databaseLabel(info.database)}, ${info.products.toLocaleString('en-US')} products${profile}, ${info.connections} connections, cache ${cache}`;
}

/** Appends a section to RESULTS.md (writing its header first when the file is new or empty). */
export async function record(file: string, info: RunInfo, results: ScenarioResult[]): Promise<void> {
  let existing = '';
  try {
    existing = await readFile(file, 'utf8');
  } catch {
    existing = '';
  }
  if (existing.trim() === '') await writeFile(file, resultsHeader);
  else if (!existing.endsWith('\n')) await appendFile(file, '\n');

  const binding = targetConditions(info);
  const targets = checkTargets(results, info.profile).map(
    (t) =>
      `- ${t.met ? '✅' : '❌'} ${t.label}: ${t.measured}${binding ? '' : ' _(indicative: not the target conditions)_'}`,
  );
  const cacheText =
    info.responseCacheSeconds === 0
      ? 'off: every request is rendered and queried'
      : `${info.responseCacheSeconds} s: anonymous pages and catalogue API answers are replayed from memory within that time`;
  const section = `
## ${sectionHeading(info)}

- Date: ${info.date}
- Machine: ${machine()}
- Database: ${info.database} — ${info.databaseVersion}
- Catalogue: ${info.products.toLocaleString('en-US')} products (product pages: ${info.productPages})
${info.workload.map((line) => `- ${line}\n`).join('')}- Load: ${info.connections} connections, ${info.duration} s per route after ${info.warmup} s warm-up, \`Accept-Encoding: ${info.acceptEncoding}\`
- Response cache (\`RESPONSE_CACHE_SECONDS\`): ${cacheText}
- Server: ${info.workers === 1 ? 'one process' : `${info.workers} worker processes sharing the port`} (\`WEB_CONCURRENCY=${info.workers}\`)
- Background load before the run: ${info.background}
- Revision: ${info.gitRevision}
- Command: \`${info.command}\`

${markdownTable(results)}

${targets.join('\n')}
`;
  await appendFile(file, section);
}
