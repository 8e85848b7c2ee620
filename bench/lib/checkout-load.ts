/** Closed-loop load for the checkout bench: each of `connections` callers sends its next request once answered. */

export interface Timed {
  /** Milliseconds from sending to the end of the body. */
  ms: number;
  status: number;
  ok: boolean;
}

export interface LoadSummary {
  name: string;
  count: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  failed: number;
  statuses: string;
}

/** The `q` quantile (0..1) of `values` (nearest rank). */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

/**
 * Runs `send` from `connections` callers until `until()` says stop (checked before each request); `send(i)` gets the
 * request's sequence number and answers whether it succeeded.
 */
export async function closedLoop(
  connections: number,
  until: (sent: number) => boolean,
  send: (i: number) => Promise<{ status: number; ok: boolean }>,
): Promise<{ timings: Timed[]; seconds: number }> {
  const timings: Timed[] = [];
  let sent = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (!until(sent)) {
        const i = sent++;
        const t0 = performance.now();
        const result = await send(i).catch(() => ({ status: 0, ok: false }));
        timings.push({ ms: performance.now() - t0, ...result });
      }
    }),
  );
  return { timings, seconds: (performance.now() - started) / 1000 };
}

export function summarise(name: string, { timings, seconds }: { timings: Timed[]; seconds: number }): LoadSummary {
  const ok = timings.filter((t) => t.ok);
  const statuses = new Map<number, number>();
  for (const t of timings) statuses.set(t.status, (statuses.get(t.status) ?? 0) + 1);
  return {
    name,
    count: ok.length,
    seconds,
    perSecond: ok.length / seconds,
    p50: quantile(
      ok.map((t) => t.ms),
      0.5,
    ),
    p95: quantile(
      ok.map((t) => t.ms),
      0.95,
    ),
    p99: quantile(
      ok.map((t) => t.ms),
      0.99,
    ),
    failed: timings.length - ok.length,
    statuses: [...statuses].map(([status, n]) => `${status}×${n}`).join(' '),
  };
}

const ms = (v: number) => (Number.isFinite(v) ? (v < 10 ? v.toFixed(2) : v.toFixed(1)) : '–');

const header = ['Measure', 'count', 'per s', 'p50 ms', 'p95 ms', 'p99 ms', 'failed', 'statuses'];
const cells = (rows: LoadSummary[]) =>
  rows.map((r) => [
    r.name,
    String(r.count),
    r.perSecond.toFixed(1),
    ms(r.p50),
    ms(r.p95),
    ms(r.p99),
    String(r.failed),
    r.statuses,
  ]);

export function checkoutTextTable(rows: LoadSummary[]): string {
  const table = [header, ...cells(rows)];
  const widths = header.map((_, c) => Math.max(...table.map((row) => row[c]!.length)));
  return table
    .map((row) => row.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join('  '))
    .join('\n');
}

export function checkoutMarkdownTable(rows: LoadSummary[]): string {
  const line = (row: string[]) => `| ${row.join(' | ')} |`;
  return [line(header), line(header.map((_, c) => (c === 0 ? '---' : '--:'))), ...cells(rows).map(line)].join('\n');
}
