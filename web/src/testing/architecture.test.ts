import { describe, expect, it } from 'vitest';

// The repo's ESLint rule only sees relative paths; this also covers the '@/' alias.
const sources = import.meta.glob<string>(['/src/**/*.{ts,tsx}', '!/src/**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

function importsOf(code: string): string[] {
  return [...code.matchAll(/(?:from|import)\s*\(?\s*["']([^"']+)["']/g)].map((match) => match[1] ?? '');
}

describe('architecture (bulletproof-react layering)', () => {
  it('features never import another feature or the app layer', () => {
    const violations: string[] = [];
    for (const [file, code] of Object.entries(sources)) {
      const feature = /^\/src\/features\/([^/]+)\//.exec(file)?.[1];
      if (!feature) continue;
      for (const spec of importsOf(code)) {
        const other = /^@\/features\/([^/]+)/.exec(spec)?.[1];
        if ((other && other !== feature) || spec.startsWith('@/app/')) violations.push(`${file} → ${spec}`);
      }
    }
    expect(violations).toEqual([]);
  });

  it('shared code (components, hooks, lib, config, types) never imports features or the app', () => {
    const violations: string[] = [];
    for (const [file, code] of Object.entries(sources)) {
      if (!/^\/src\/(components|hooks|lib|config|types)\//.test(file)) continue;
      for (const spec of importsOf(code)) {
        if (spec.startsWith('@/features/') || spec.startsWith('@/app/')) violations.push(`${file} → ${spec}`);
      }
    }
    expect(violations).toEqual([]);
  });

  it('has no barrel files', () => {
    expect(Object.keys(sources).filter((file) => /\/index\.tsx?$/.test(file))).toEqual([]);
  });
});
