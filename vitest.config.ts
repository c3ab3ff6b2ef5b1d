import os from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Unit tests (pure functions, including the web app's) and API integration tests (the real app
 * through `app.inject`, on PGlite and, when TEST_DATABASE_URL is set, on PostgreSQL too). Screens
 * are tested in a real browser by the Playwright specs under e2e/ (`npm run test:e2e`).
 */
const notOurs = ['**/node_modules/**', '**/dist/**', 'e2e/**'];

export default defineConfig({
  test: {
    environment: 'node',
    passWithNoTests: false,
    // Vitest runs cores − 1 workers by default: a single one on the 2-core CI machine. The API tests
    // spend much of their time waiting on PostgreSQL, so one more worker than cores keeps both
    // cores busy (measured: 76 s → 55 s on six integration files).
    maxWorkers: os.availableParallelism() + 1,
    // Each worker imports the app's modules once for all its files instead of once per file: the
    // imports were 488 s of a 1,026 s run on a slow two-core machine, 37 s without isolation
    // (docs/decisions.md, "Tests and CI"). A file must therefore leave no state behind in shared modules.
    isolate: false,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'packages/shared/src/**/*.test.ts',
            'apps/api/src/**/*.test.ts',
            'apps/web/src/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          exclude: [...notOurs, '**/*.integration.test.ts'],
          testTimeout: 5_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['apps/api/src/**/*.integration.test.ts', 'packages/api-client/src/**/*.integration.test.ts'],
          exclude: notOurs,
          // Each file starts its own PGlite (from a migrated template: about 1 s) or creates its own
          // PostgreSQL database.
          globalSetup: ['apps/api/src/test/pglite-template.ts'],
          setupFiles: ['apps/api/src/test/no-queued-queries.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
