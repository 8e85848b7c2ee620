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
};

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          ...shared,
          name: 'unit',
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
          globalSetup: ['tests/setup/database-template.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: { ...browserSuite, name: 'e2e', include: ['tests/e2e/**/*.test.ts'] },
      },
      {
        // The end-to-end tests that `npm test` runs on the embedded database (the whole e2e project runs on
        // PostgreSQL in CI, decision 0029): a buyer's journey through the browser, and payments surviving SIGKILL.
        test: {
          ...browserSuite,
          name: 'smoke',
          include: ['tests/e2e/purchase-journey.test.ts', 'tests/e2e/checkout-crash.test.ts'],
        },
      },
      {
        // axe on every page at both widths, themes alternating: what the markup is, whatever the database engine.
        test: { ...browserSuite, name: 'accessibility', include: ['tests/accessibility/**/*.test.ts'] },
      },
    ],
  },
});
