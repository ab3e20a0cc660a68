import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    pool: 'forks',
    // A private PostgreSQL server for the suites that run on both stores (test/support/backends.ts).
    // The compiled bot that `npm start` runs (test/build.test.ts).
    globalSetup: ['test/support/pg-global-setup.ts', 'test/support/build-global-setup.ts'],
  },
});
