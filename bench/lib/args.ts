import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { z } from 'zod';

export const usage = `Usage: npm run bench -- [options]      (run \`npm run build\` first)

  --profile NAME        default: the routes below with the response cache as configured;
                        cold: every request a different product or query, response cache off, signed-in
                        visitors too (see bench/README.md)
  --products N          catalogue size (default 161, the hand-written demo catalogue; max 1 000 000)
  --database KIND       pglite (embedded, default) or postgres (127.0.0.1:5432, user postgres)
  --connections C       concurrent HTTP connections (default 20)
  --duration S          measured seconds per route (default 10)
  --warmup S            unmeasured warm-up seconds before each route (default 3; 0 to skip)
  --accept-encoding V   Accept-Encoding header sent with every request (default "gzip, deflate, br",
                        like a browser; "identity" measures without response compression)
  --response-cache S    RESPONSE_CACHE_SECONDS for the server (default 10, its default; 0 = measure every
                        request rendered and queried; the cold profile always runs with 0)
  --workers N           WEB_CONCURRENCY: server processes sharing the port (default: one per core with
                        postgres, 1 with pglite, which admits one process)
  --record              append the results to bench/RESULTS.md
  --compare             print the cold profile's curve over catalogue sizes recorded in bench/RESULTS.md
                        (no build, no run)
  --help                show this help`;

const positiveInt = (name: string, max: number) =>
  z.coerce
    .number({ message: `--${name} must be a number` })
    .int(`--${name} must be an integer`)
    .positive(`--${name} must be positive`)
    .max(max, `--${name} must be at most ${max}`);

const schema = z.object({
  profile: z.enum(['default', 'cold'], { message: '--profile must be default or cold' }).default('default'),
  products: positiveInt('products', 1_000_000).default(161),
  database: z.enum(['pglite', 'postgres'], { message: '--database must be pglite or postgres' }).default('pglite'),
  connections: positiveInt('connections', 1000).default(20),
  duration: positiveInt('duration', 600).default(10),
  warmup: z.coerce
    .number({ message: '--warmup must be a number' })
    .int('--warmup must be an integer')
    .min(0, '--warmup must be 0 or more')
    .max(60, '--warmup must be at most 60')
    .default(3),
  acceptEncoding: z.string().trim().min(1).default('gzip, deflate, br'),
  responseCache: z.coerce
    .number({ message: '--response-cache must be a number' })
    .int('--response-cache must be an integer')
    .min(0, '--response-cache must be 0 or more')
    .max(3600, '--response-cache must be at most 3600')
    .optional(),
  workers: positiveInt('workers', 64).optional(),
  record: z.boolean().default(false),
});

export type BenchArgs = Omit<z.output<typeof schema>, 'responseCache' | 'workers'> & {
  responseCache: number;
  workers: number;
};

export class UsageError extends Error {}

/** Parses and validates the command line; throws UsageError with a readable message on bad input. */
export function parseBenchArgs(argv: string[]): BenchArgs | 'help' | 'compare' {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
        products: { type: 'string' },
        database: { type: 'string' },
        connections: { type: 'string' },
        duration: { type: 'string' },
        warmup: { type: 'string' },
        'accept-encoding': { type: 'string' },
        'response-cache': { type: 'string' },
        workers: { type: 'string' },
        profile: { type: 'string' },
        record: { type: 'boolean' },
        compare: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  if (values.help) return 'help';
  if (values.compare) return 'compare';
  const parsed = schema.safeParse({
    ...values,
    acceptEncoding: values['accept-encoding'],
    responseCache: values['response-cache'],
  });
  if (!parsed.success) throw new UsageError(parsed.error.issues.map((i) => i.message).join('\n'));
  const { responseCache, workers, ...args } = parsed.data;
  if (args.profile === 'cold' && responseCache !== undefined && responseCache !== 0) {
    throw new UsageError('--profile cold measures the cold path: it runs with --response-cache 0');
  }
  if (args.database === 'pglite' && workers !== undefined && workers > 1) {
    throw new UsageError('--workers above 1 needs --database postgres (PGlite admits one process)');
  }
  return {
    ...args,
    responseCache: args.profile === 'cold' ? 0 : (responseCache ?? 10),
    workers: workers ?? (args.database === 'postgres' ? availableParallelism() : 1),
  };
}
