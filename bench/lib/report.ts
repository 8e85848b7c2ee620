import { execFileSync } from 'node:child_process';
import { appendFile, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import type { ScenarioResult } from './load.ts';

export interface RunInfo {
  date: string;
  database: 'pglite' | 'postgres';
  databaseVersion: string;
  products: number;
  connections: number;
  duration: number;
  warmup: number;
  acceptEncoding: string;
  /** RESPONSE_CACHE_SECONDS given to the server (its default when absent). */
  responseCacheSeconds: number;
  command: string;
  productSlug: string;
  gitRevision: string;
  /** CPU use of other processes just before the server started. */
  background: string;
}

export const names = {
  healthz: '/healthz',
  market: '/market',
  product: '/product/:slug',
  search: '/api/v1/products?q=chatbot',
  mix: '/api/v1/products?q=… (mix)',
  suggest: '/api/v1/search/suggest?q=… (mix)',
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

/** The foundation's and the catalogue issue's targets, evaluated on this run. */
export function checkTargets(results: ScenarioResult[]): TargetCheck[] {
  const by = (name: string) => results.find((r) => r.name === name);
  const checks: TargetCheck[] = [];
  const search = by(names.search);
  if (search) {
    checks.push({
      label: '`/api/v1/products?q=chatbot` p95 < 30 ms',
      measured: `p95 ${ms(search.p95)} ms`,
      met: search.p95 < 30 && search.non2xx === 0 && search.errors === 0,
    });
  }
  const mix = by(names.mix);
  if (mix) {
    checks.push({
      label: '`/api/v1/products?q=…` (mix) p95 < 25 ms',
      measured: `p95 ${ms(mix.p95)} ms`,
      met: mix.p95 < 25 && mix.non2xx === 0 && mix.errors === 0,
    });
  }
  const suggest = by(names.suggest);
  if (suggest) {
    checks.push({
      label: '`/api/v1/search/suggest` (mix) p95 < 10 ms',
      measured: `p95 ${ms(suggest.p95)} ms`,
      met: suggest.p95 < 10 && suggest.non2xx === 0 && suggest.errors === 0,
    });
  }
  const product = by(names.product);
  const healthz = by(names.healthz);
  if (product && healthz) {
    const ratio = product.rps / healthz.rps;
    checks.push({
      label: '`/product/:slug` ≥ 25 % of `/healthz` req/s',
      measured: `${pct(ratio)} (${int(product.rps)} / ${int(healthz.rps)} req/s)`,
      met: ratio >= 0.25 && product.non2xx === 0 && product.errors === 0,
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

The load generator, the server and the database share the machine's cores, so absolute figures are only
comparable between sections recorded on the same machine; the ratios travel better.

## Targets (from the performance issue)

On PostgreSQL with 100 000 products, at 20 connections:

1. \`GET /api/v1/products?q=chatbot\`: **p95 under 30 ms** (foundation).
2. \`GET /product/:slug\` (server-side rendered page): **at least 25 % of the \`/healthz\` throughput** of
   the same run (foundation).
3. \`GET /api/v1/products?q=…\` on the search mix: **p95 under 25 ms** (catalogue).
4. \`GET /api/v1/search/suggest?q=…\` on prefixes of the same queries: **p95 under 10 ms** (catalogue).

Runs on other databases or catalogue sizes are recorded for comparison; the targets are checked on every
run but only binding for the conditions above.
`;

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
  const targets = checkTargets(results).map(
    (t) =>
      `- ${t.met ? '✅' : '❌'} ${t.label}: ${t.measured}${binding ? '' : ' _(indicative: not the target conditions)_'}`,
  );
  const dbLabel = info.database === 'postgres' ? 'PostgreSQL' : 'PGlite (embedded)';
  const cacheText =
    info.responseCacheSeconds === 0
      ? 'off: every request is rendered and queried'
      : `${info.responseCacheSeconds} s: anonymous pages and catalogue API answers are replayed from memory within that time`;
  const section = `
## ${info.date} — ${dbLabel}, ${info.products.toLocaleString('en-US')} products, ${info.connections} connections, cache ${info.responseCacheSeconds === 0 ? 'off' : `${info.responseCacheSeconds} s`}

- Date: ${info.date}
- Machine: ${machine()}
- Database: ${info.database} — ${info.databaseVersion}
- Catalogue: ${info.products.toLocaleString('en-US')} products (product page: \`/product/${info.productSlug}\`)
- Load: ${info.connections} connections, ${info.duration} s per route after ${info.warmup} s warm-up, \`Accept-Encoding: ${info.acceptEncoding}\`
- Response cache (\`RESPONSE_CACHE_SECONDS\`): ${cacheText}
- Background load before the run: ${info.background}
- Revision: ${info.gitRevision}
- Command: \`${info.command}\`

${markdownTable(results)}

${targets.join('\n')}
`;
  await appendFile(file, section);
}
