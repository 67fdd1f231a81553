import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    // One Strapi per file, and files one after another: each boots its own database.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 240_000,
    pool: 'forks',
    globalSetup: ['tests/helpers/global-setup.ts'],
    // Every statement template is checked against its own builder (src/core/db/templates.ts).
    env: { STATEMENT_TEMPLATE_CHECK: 'on' },
  },
});
