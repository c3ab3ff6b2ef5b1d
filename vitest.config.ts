import { defineConfig } from 'vitest/config';

/**
 * Unit tests (pure functions) and API integration tests (the real app through `app.inject`, on
 * PGlite and, when TEST_DATABASE_URL is set, on PostgreSQL too). Playwright specs under e2e/ and
 * the web app are not Vitest's business: they run through `npm run test:e2e`.
 */
const notOurs = ['**/node_modules/**', '**/dist/**', 'e2e/**', 'apps/web/**'];

export default defineConfig({
  test: {
    environment: 'node',
    passWithNoTests: false,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['packages/shared/src/**/*.test.ts', 'apps/api/src/**/*.test.ts'],
          exclude: [...notOurs, '**/*.integration.test.ts'],
          testTimeout: 5_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['apps/api/src/**/*.integration.test.ts'],
          exclude: notOurs,
          // Each file starts its own PGlite (about 1-2 s) or creates its own PostgreSQL database.
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
