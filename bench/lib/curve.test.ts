import { describe, expect, it } from 'vitest';
import { curveReport, curveTable, growth, latestBySize, parseColdRuns } from './curve.ts';
import type { ScenarioResult } from './load.ts';
import { markdownTable, names, type RunInfo, sectionHeading } from './report.ts';

const result = (name: string, rps: number, p95: number): ScenarioResult => ({
  name,
  rps,
  requests: rps * 10,
  p50: p95 / 2,
  p95,
  p99: p95 * 1.5,
  non2xx: 0,
  errors: 0,
  bytesPerResponse: 2048,
  statusCodes: { '200': rps * 10 },
});

const info = (products: number, date: string, profile: RunInfo['profile'] = 'cold'): RunInfo => ({
  date,
  profile,
  database: 'postgres',
  databaseVersion: 'PostgreSQL 15',
  products,
  connections: 20,
  duration: 10,
  warmup: 3,
  acceptEncoding: 'gzip',
  responseCacheSeconds: profile === 'cold' ? 0 : 10,
  workers: 2,
  command: 'npm run bench -- --profile cold',
  productPages: 'random',
  workload: [],
  gitRevision: 'abc1234',
  background: 'quiet',
});

/** A section as `record` writes it: its heading, then its table. */
const section = (run: RunInfo, searchP95: number, productP95: number, productRps = 1234) =>
  `## ${sectionHeading(run)}\n\n- Date: ${run.date}\n\n${markdownTable([
    result(names.healthz, 20_000, 1.2),
    result(names.longTail, 500, searchP95),
    result(names.search, 600, searchP95 / 2),
    result(names.randomProduct, productRps, productP95),
  ])}\n\n- ✅ a target\n`;

describe('the cold profile curve', () => {
  const markdown = [
    '# Déploia — benchmark results\n',
    section(info(100_000, '2026-11-26T10:00:00.000Z'), 40, 30),
    section(info(100_000, '2026-11-26T10:00:00.000Z', 'default'), 999, 999),
    section(info(1_000_000, '2026-11-26T11:00:00.000Z'), 70, 65),
    section(info(100_000, '2026-11-26T12:00:00.000Z'), 30, 20),
    section(info(10_000, '2026-11-26T13:00:00.000Z'), 10, 12),
  ].join('\n');

  it('reads back the cold-profile sections record writes, and only those', () => {
    const runs = parseColdRuns(markdown);
    expect(runs.map((r) => [r.products, r.date])).toEqual([
      [100_000, '2026-11-26T10:00:00.000Z'],
      [1_000_000, '2026-11-26T11:00:00.000Z'],
      [100_000, '2026-11-26T12:00:00.000Z'],
      [10_000, '2026-11-26T13:00:00.000Z'],
    ]);
    expect(runs[0]!.rows.get(names.randomProduct)).toEqual({ rps: 1234, p95: 30 });
    expect(runs[0]!.rows.get(names.longTail)).toEqual({ rps: 500, p95: 40 });
  });

  it('keeps the latest run of each size, smallest first', () => {
    const runs = latestBySize(parseColdRuns(markdown));
    expect(runs.map((r) => [r.products, r.date])).toEqual([
      [10_000, '2026-11-26T13:00:00.000Z'],
      [100_000, '2026-11-26T12:00:00.000Z'],
      [1_000_000, '2026-11-26T11:00:00.000Z'],
    ]);
    expect(curveTable(runs).split('\n')).toHaveLength(5);
    expect(curveTable(runs)).toContain('| 1,000,000 | 70 | 35 | – | 65 | 1,234 | 2026-11-26T11:00:00.000Z |');
  });

  it('checks that p95 of search and of the product page grows less than 2×', () => {
    const [, hundredThousand, million] = latestBySize(parseColdRuns(markdown));
    const checks = growth(hundredThousand!, million!);
    expect(checks.map((g) => [g.route, g.ratio, g.met])).toEqual([
      [names.longTail, 70 / 30, false],
      [names.search, 35 / 15, false],
      [names.randomProduct, 65 / 20, false],
    ]);
    const from = parseColdRuns(section(info(100_000, 'a'), 40, 40))[0]!;
    const to = parseColdRuns(section(info(1_000_000, 'b'), 60, 79))[0]!;
    expect(growth(from, to).every((g) => g.met)).toBe(true);
  });

  it('reports the growth check once both sizes are recorded, and says what is missing before', () => {
    expect(curveReport('')).toMatch(/^no cold-profile run/);
    const partial = curveReport(section(info(100_000, 'a'), 40, 40));
    expect(partial).toContain('| 100,000 | 40 | 20 |');
    expect(partial).toContain('record the cold profile at 100 000 and 1 000 000 products');
    const report = curveReport(markdown);
    expect(report).toContain(
      `FAIL  ${names.randomProduct} p95 grows less than 2× from 100,000 to 1,000,000 products: 20 → 65 ms (×3.25)`,
    );
    expect(report.match(/^FAIL/gm)).toHaveLength(3);
  });
});
