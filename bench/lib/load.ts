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
  /** Paths requested in turn by each connection (one path = a single route). */
  paths: string[];
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
 * One autocannon run. Each connection loops over the scenario's paths, starting at a different offset so the
 * connections do not request the same path in lock-step. Latencies of every response are recorded (autocannon
 * itself reports p97.5, not p95).
 */
export function runLoad(
  scenario: Scenario,
  options: LoadOptions,
  duration = options.duration,
): Promise<ScenarioResult> {
  const requests = scenario.paths.map((path) => ({ method: 'GET', path }));
  const stride = Math.max(1, Math.floor(requests.length / options.connections));
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
        requests,
        setupClient:
          requests.length > 1
            ? (client) => {
                const offset = (clientIndex++ * stride) % requests.length;
                client.setRequests([...requests.slice(offset), ...requests.slice(0, offset)]);
              }
            : undefined,
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
