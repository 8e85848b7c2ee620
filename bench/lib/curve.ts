import { names } from './report.ts';

/** One cold-profile run read back from RESULTS.md: its heading's figures and its rows' req/s and p95. */
export interface RecordedRun {
  date: string;
  database: string;
  products: number;
  connections: number;
  rows: Map<string, { rps: number; p95: number }>;
}

// The heading report.ts writes for the cold profile (sectionHeading).
const coldHeading = /^## (\S+) — (.+?), ([\d,]+) products, cold profile, (\d+) connections, cache off$/;
const number = (cell: string) => Number(cell.replaceAll(',', ''));

/** Every cold-profile section of RESULTS.md, in file order. */
export function parseColdRuns(markdown: string): RecordedRun[] {
  const runs: RecordedRun[] = [];
  let current: RecordedRun | null = null;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('## ')) {
      const m = coldHeading.exec(line);
      current = m
        ? { date: m[1]!, database: m[2]!, products: number(m[3]!), connections: number(m[4]!), rows: new Map() }
        : null;
      if (current) runs.push(current);
      continue;
    }
    // | `route` | req/s | p50 | p95 | …
    const cells = line.split('|').map((c) => c.trim());
    const route = /^`(.+)`$/.exec(cells[1] ?? '')?.[1];
    if (current && route && cells.length >= 6) {
      current.rows.set(route, { rps: number(cells[2]!), p95: number(cells[4]!) });
    }
  }
  return runs;
}

/** The rows whose p95 must grow less than 2× from 100 000 to 1 000 000 products (issue 15). */
export const growthRows = [names.longTail, names.search, names.randomProduct] as const;
const curveRows = [names.longTail, names.search, names.longTailSuggest, names.randomProduct] as const;

export interface Growth {
  route: string;
  from: number;
  to: number;
  ratio: number;
  met: boolean;
}

/** The latest run of each catalogue size on `database` at `connections`, smallest catalogue first. */
export function latestBySize(runs: RecordedRun[], database = 'PostgreSQL', connections = 20): RecordedRun[] {
  const bySize = new Map<number, RecordedRun>();
  for (const run of runs) {
    if (run.database === database && run.connections === connections) bySize.set(run.products, run);
  }
  return [...bySize.values()].sort((a, b) => a.products - b.products);
}

/** p95 growth of the growth rows between two recorded sizes (rows missing from either run are left out). */
export function growth(from: RecordedRun, to: RecordedRun): Growth[] {
  return growthRows.flatMap((route) => {
    const a = from.rows.get(route);
    const b = to.rows.get(route);
    if (!a || !b) return [];
    const ratio = b.p95 / a.p95;
    return [{ route, from: a.p95, to: b.p95, ratio, met: ratio < 2 }];
  });
}

/** The curve as a Markdown table: one line per catalogue size, p95 (ms) of each row and the product page's req/s. */
export function curveTable(runs: RecordedRun[]): string {
  const header = ['products', ...curveRows.map((r) => `${r} p95 ms`), `${names.randomProduct} req/s`, 'run'];
  const cell = (run: RecordedRun, route: string, key: 'p95' | 'rps') => {
    const value = run.rows.get(route)?.[key];
    return value === undefined || Number.isNaN(value) ? '–' : value.toLocaleString('en-US');
  };
  const lines = runs.map((run) => [
    run.products.toLocaleString('en-US'),
    ...curveRows.map((route) => cell(run, route, 'p95')),
    cell(run, names.randomProduct, 'rps'),
    run.date,
  ]);
  const row = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [
    row(header),
    row(header.map((_, i) => (i === 0 || i === header.length - 1 ? '---' : '---:'))),
    ...lines.map(row),
  ].join('\n');
}

/**
 * What `--compare` prints: the curve of the latest cold run of each catalogue size on PostgreSQL at 20 connections,
 * and the 100 000 → 1 000 000 growth check when both sizes were recorded.
 */
export function curveReport(markdown: string): string {
  const runs = latestBySize(parseColdRuns(markdown));
  if (runs.length === 0) return 'no cold-profile run on PostgreSQL at 20 connections recorded in bench/RESULTS.md yet';
  const lines = [
    'Cold profile, PostgreSQL, 20 connections: latest recorded run of each catalogue size',
    '',
    curveTable(runs),
  ];
  const from = runs.find((r) => r.products === 100_000);
  const to = runs.find((r) => r.products === 1_000_000);
  if (!from || !to) {
    return [...lines, '', 'record the cold profile at 100 000 and 1 000 000 products to check the growth target'].join(
      '\n',
    );
  }
  const checks = growth(from, to).map(
    (g) =>
      `${g.met ? 'PASS' : 'FAIL'}  ${g.route} p95 grows less than 2× from 100,000 to 1,000,000 products: ` +
      `${g.from} → ${g.to} ms (×${g.ratio.toFixed(2)})`,
  );
  return [...lines, '', ...checks].join('\n');
}
