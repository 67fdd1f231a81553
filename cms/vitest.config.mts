import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    // One Strapi per file, and files one after another: each boots its own database.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 240_000,
    pool: 'forks',
    // Compiles the cms once for the run (the test kit's global setup, resolved as a package).
    globalSetup: ['@tampa-local/test-kit/global-setup'],
    // Every statement template is checked against its own builder (src/core/db/templates.ts).
    env: { STATEMENT_TEMPLATE_CHECK: 'on' },
  },
});
