/**
 * `npm run bench:lighthouse [-- --record] [--runs N] [--verbose]`: Lighthouse (mobile preset, simulated throttling)
 * in Debian's Chromium on the production build with the demo catalogue (PGlite), for `/`, `/market` and a product
 * page; prints the four category scores, CLS, and the first-load JavaScript of each page (gzip, level 9, of every
 * script the page loads before the end of the run). Each page is measured N times (default 5) and the median run
 * reported, chosen by Lighthouse's own `computeMedianRun` as its variability guide advises. The server's render
 * paths are warmed first on other URLs, so each measured page is rendered afresh by a server that has already run.
 * Run `npm run build` first.
 */
import { appendFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { chromiumFlags, chromiumPath } from '../tests/support/chromium.ts';
import { preparePglite } from './lib/database.ts';
import { startServer } from './lib/server.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const record = process.argv.includes('--record');
const runsArgument = process.argv.indexOf('--runs');
const runs = runsArgument > 0 ? Number(process.argv[runsArgument + 1]) : 5;
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number of runs, 1 or more');
const database = await preparePglite(root, 161);
const server = await startServer(root, database.env);
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: ['--headless=new', ...chromiumFlags],
});

interface Row {
  page: string;
  performance: number;
  spread: string;
  accessibility: number;
  bestPractices: number;
  seo: number;
  cls: number;
  lcpMs: number;
  jsGzipKb: number;
}

/**
 * One Lighthouse run of a page. A run that fails to measure (a `runtimeError`, e.g. no LCP seen in the trace on a
 * busy machine) scores 0 without saying so in the table: it is tried again, up to three times in all.
 */
async function audit(url: string, attempt = 1): Promise<NonNullable<Awaited<ReturnType<typeof lighthouse>>>> {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const error = result.lhr.runtimeError;
  if (!error) return result;
  if (attempt >= 3) throw new Error(`Lighthouse could not measure ${url}: ${error.code} ${error.message}`);
  console.log(`• ${url}: ${error.code}, measuring again`);
  return audit(url, attempt + 1);
}

/** The median of `runs` audits of a page, with the spread of their performance scores. */
async function measure(url: string) {
  const results = [];
  for (let run = 0; run < runs; run += 1) results.push(await audit(url));
  const median = computeMedianRun(results.map((result) => result.lhr));
  const performances = results.map((result) => Math.round((result.lhr.categories.performance?.score ?? 0) * 100));
  return { lhr: median, spread: `${Math.min(...performances)}–${Math.max(...performances)}` };
}

try {
  const { data } = (await (await fetch(`${server.origin}/api/v1/products?sort=top&per_page=1`)).json()) as {
    data: { slug: string }[];
  };
  const pages = ['/', '/market', `/product/${data[0]!.slug}`];
  // A server in service has run its render paths before: warm them (JIT, connection pool) on URLs of their own, so
  // that each measured page is still rendered afresh, not answered from the response cache.
  for (const page of pages) {
    for (let round = 0; round < 5; round += 1) await (await fetch(`${server.origin}${page}?warmup=${round}`)).text();
  }
  const rows: Row[] = [];
  let version = '';
  for (const page of pages) {
    const { lhr, spread } = await measure(`${server.origin}${page}`);
    const { categories, audits } = lhr;
    version = lhr.lighthouseVersion;
    const requests =
      (audits['network-requests']?.details as { items: { url: string; resourceType?: string }[] } | undefined)?.items ??
      [];
    const scripts = requests.filter((r) => r.resourceType === 'Script' && r.url.startsWith(server.origin));
    if (process.argv.includes('--verbose')) {
      const metric = (id: string) => `${id} ${audits[id]?.displayValue ?? '?'} (score ${audits[id]?.score ?? '?'})`;
      console.log(
        [
          'first-contentful-paint',
          'largest-contentful-paint',
          'total-blocking-time',
          'speed-index',
          'server-response-time',
          'render-blocking-resources',
        ]
          .map(metric)
          .join('\n'),
      );
      console.log(JSON.stringify(audits['largest-contentful-paint-element']?.details ?? {}).slice(0, 600));
    }
    let gzipBytes = 0;
    for (const script of scripts) {
      gzipBytes += gzipSync(Buffer.from(await (await fetch(script.url)).arrayBuffer()), { level: 9 }).length;
    }
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    rows.push({
      page: page.startsWith('/product/') ? '/product/:slug' : page,
      performance: score('performance'),
      spread,
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      cls: Number(audits['cumulative-layout-shift']?.numericValue ?? 0),
      lcpMs: Number(audits['largest-contentful-paint']?.numericValue ?? 0),
      jsGzipKb: gzipBytes / 1024,
    });
    console.log(`• ${page}: done`);
  }
  const table = [
    `| Page | Performance (median of ${runs}; range) | Accessibility | Best practices | SEO | CLS | LCP (simulated) | First-load JS (gzip) |`,
    '|---|--:|--:|--:|--:|--:|--:|--:|',
    ...rows.map(
      (r) =>
        `| ${r.page} | ${r.performance} (${r.spread}) | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.cls.toFixed(3)} | ${(r.lcpMs / 1000).toFixed(2)} s | ${r.jsGzipKb.toFixed(1)} KB |`,
    ),
  ].join('\n');
  console.log(`\n${table}\n`);
  if (record) {
    const section = `\n## ${new Date().toISOString()} — Lighthouse ${version} (mobile, simulated throttling), PGlite, 161 products\n\n- Command: \`npm run bench:lighthouse -- --record --runs ${runs}\` (after \`npm run build\`)\n- Targets (storefront issue): performance ≥ 95, accessibility 100, best practices ≥ 95, SEO 100, CLS ≤ 0.02, ≤ 150 KB JS (gzip) on the landing's first load.\n\n${table}\n`;
    await appendFile(path.join(root, 'bench', 'RESULTS.md'), section);
    console.log('recorded in bench/RESULTS.md');
  }
} finally {
  chrome.kill();
  await server.stop();
}
