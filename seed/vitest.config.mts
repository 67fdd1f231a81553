import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    // Suites that boot the cms each use a database of their own: one file at a time.
    fileParallelism: false,
    pool: 'forks',
    testTimeout: 120_000,
    hookTimeout: 300_000,
    // The suites boot the cms: compile it once for the run, as the cms's own suites do
    // (the test kit's global setup, resolved as a package).
    globalSetup: ['@tampa-local/test-kit/global-setup'],
  },
});
