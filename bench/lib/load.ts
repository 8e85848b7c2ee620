import type { EventEmitter } from 'node:events';
import { createRequire } from 'node:module';

// autocannon ships no type declarations: the few parts used here, typed locally.
interface AutocannonRequest {
  method?: string;
  path: string;
  headers?: Record<string, string>;
}
interface AutocannonClient {
  setRequests(requests: AutocannonRequest[]): void;
}
interface AutocannonOptions {
  url: string;
  connections: number;
  duration: number;
  headers?: Record<string, string>;
  requests?: AutocannonRequest[];
  setupClient?: (client: AutocannonClient) => void;
  timeout?: number;
}
interface AutocannonResult {
  requests: { average: number; total: number; sent: number };
  latency: { average: number; p50: number; p99: number; max: number };
  throughput: { average: number };
  duration: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodeStats: Record<string, { count: number }>;
}
interface AutocannonInstance extends EventEmitter {
  stop(): void;
}
type Autocannon = (
  options: AutocannonOptions,
  callback: (error: Error | null, result: AutocannonResult) => void,
) => AutocannonInstance;

const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

export interface Scenario {
  /** Label of the table row. */
  name: string;
  /** Paths measured: each connection loops over its own share of them (one path = a single route). */
  paths: string[];
  /** Paths requested during the warm-up instead of `paths`, so that the measured requests come first-time. */
  warmupPaths?: string[];
  /** Session cookies of signed-in visitors: connection i sends `cookies[i % length]`. */
  cookies?: string[];
}

export interface ScenarioResult {
  name: string;
  /** Average of the per-second request counts (autocannon's "Req/Sec avg"). */
  rps: number;
  requests: number;
  p50: number;
  p95: number;
  p99: number;
  non2xx: number;
  /** Connection errors and timeouts. */
  errors: number;
  /** Average response body + headers size in bytes. */
  bytesPerResponse: number;
  statusCodes: Record<string, number>;
}

export interface LoadOptions {
  origin: string;
  connections: number;
  duration: number;
  headers: Record<string, string>;
}

/** The instance currently running, so Ctrl-C can stop it. */
let current: AutocannonInstance | null = null;
export function stopLoad() {
  current?.stop();
}

/** Nearest-rank percentile of ascending-sorted values. */
function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? Number.NaN;
}

/**
 * Connection `index`'s paths: its own contiguous share of them (the shares cover every path once), so that no path
 * is requested twice in a run as long as the run makes fewer requests than there are paths. With fewer paths than
 * connections, each connection gets one.
 */
export function connectionShare(paths: readonly string[], connections: number, index: number): string[] {
  const k = index % connections;
  if (paths.length <= connections) return [paths[k % paths.length]!];
  return paths.slice(Math.floor((k * paths.length) / connections), Math.floor(((k + 1) * paths.length) / connections));
}

/**
 * One autocannon run over `paths` (the scenario's, or its warm-up paths). Each connection loops over its own share
 * of them, with its visitor's session cookie when the scenario has some. Latencies of every response are recorded
 * (autocannon itself reports p97.5, not p95).
 */
export function runLoad(
  scenario: Scenario,
  options: LoadOptions,
  duration = options.duration,
  paths = scenario.paths,
): Promise<ScenarioResult> {
  const cookies = scenario.cookies ?? [];
  const requestsOf = (index: number) => {
    const headers = cookies.length > 0 ? { cookie: cookies[index % cookies.length]! } : undefined;
    return connectionShare(paths, options.connections, index).map((path) => ({ method: 'GET', path, headers }));
  };
  let clientIndex = 0;
  const latencies: number[] = [];
  let bytes = 0;

  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.origin,
        connections: options.connections,
        duration,
        headers: options.headers,
        timeout: 10,
        // Only each connection's own share is built (setupClient), not every path for every connection.
        requests: requestsOf(0).slice(0, 1),
        setupClient: (client) => client.setRequests(requestsOf(clientIndex++)),
      },
      (error, result) => {
        current = null;
        if (error) return reject(error);
        const sorted = Float64Array.from(latencies).sort();
        resolve({
          name: scenario.name,
          rps: result.requests.average,
          requests: latencies.length,
          p50: percentile(sorted, 50),
          p95: percentile(sorted, 95),
          p99: percentile(sorted, 99),
          non2xx: result.non2xx,
          errors: result.errors,
          bytesPerResponse: latencies.length ? bytes / latencies.length : 0,
          statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, s]) => [code, s.count])),
        });
      },
    );
    current = instance;
    instance.on('response', (_client: unknown, _status: number, resBytes: number, responseTime: number) => {
      latencies.push(responseTime);
      bytes += resBytes;
    });
  });
}
