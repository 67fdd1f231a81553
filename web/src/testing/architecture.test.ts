import { describe, expect, it } from 'vitest';

// Import boundaries (features, app, shared code) are lint rules: import-x/no-restricted-paths
// and import-x/no-cycle in eslint.config.mjs.
const sources = import.meta.glob<string>(['/src/**/*.{ts,tsx}', '!/src/**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

describe('architecture (bulletproof-react layering)', () => {
  it('has no barrel files', () => {
    expect(Object.keys(sources).filter((file) => /\/index\.tsx?$/.test(file))).toEqual([]);
  });
});
