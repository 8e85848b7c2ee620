import { defineConfig } from 'vitest/config';

const shared = { setupFiles: ['tests/setup/fail-on-console-error.ts'] };

/** The suites that drive Chromium against the built server (one per run, seeded: tests/setup/e2e-server.ts). */
const browserSuite = {
  ...shared,
  globalSetup: ['tests/setup/e2e-server.ts'],
  testTimeout: 60_000,
  hookTimeout: 180_000,
  // A browser on a loaded 2-core CI machine can take more than the default 1 s to deliver a scroll event.
  expect: { poll: { timeout: 5_000 } },
  fileParallelism: false,
  // The accessibility checks (tests/accessibility) load pages side by side: each mostly waits on the server and on
  // Chromium's renderers, which run in processes of their own. Three at once keep a 2-core machine busy.
  maxConcurrency: 3,
};

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          ...shared,
          name: 'unit',
          // One worker per core: Vitest's default (one fewer) leaves half of a 2-core machine idle.
          maxWorkers: '100%',
          // Two files start an in-memory PGlite (a WebAssembly Postgres: 2 s alone, much more beside CI's other run), a
          // few draw images: Vitest's 5 s and 10 s limits are for an idle machine.
          testTimeout: 30_000,
          hookTimeout: 60_000,
          include: [
            '{core,db,server,app,config,i18n,emails}/**/*.test.{ts,tsx}',
            'tests/{unit,support}/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
        },
      },
      {
        test: {
          ...shared,
          name: 'integration',
          include: ['tests/integration/**/*.test.{ts,tsx}'],
          // Each file opens its own database and app (tests/setup/test-database.ts), and no module keeps per-test
          // state: sharing a worker's modules across files halves the run. The tests wait on the database more than
          // on the CPU: one worker per core, not Vitest's default of one fewer (decision 0033).
          isolate: false,
          maxWorkers: '100%',
          globalSetup: ['tests/setup/database-template.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: { ...browserSuite, name: 'e2e', include: ['tests/e2e/**/*.test.ts'] },
      },
      {
        // What `npm test` runs in a browser, against one server (decision 0033): a buyer's journey, payments surviving
        // SIGKILL, and axe on every page at both widths with themes alternating. The whole e2e project runs on
        // PostgreSQL in CI (decision 0029).
        test: {
          ...browserSuite,
          name: 'browser',
          include: [
            'tests/e2e/purchase-journey.test.ts',
            'tests/e2e/checkout-crash.test.ts',
            'tests/accessibility/**/*.test.ts',
          ],
        },
      },
    ],
  },
});
