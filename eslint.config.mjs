import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * The cms's core (cms/src/core), one folder per layer, each with the layers it may import:
 * from the in-process caches, HTTP plumbing and settings at the bottom, through the
 * database and search, to what runs at start-up (checks, hooks, the feeds that keep caches
 * in step). The API, middlewares, policies and start-up (src/index.ts) sit above it all.
 */
const CMS_CORE_LAYERS = {
  cache: ['env'],
  http: [],
  env: [],
  db: ['cache', 'env'],
  search: ['db', 'cache'],
  geo: ['db'],
  auth: ['http', 'db', 'env'],
  mail: ['env'],
  lifecycle: ['cache', 'http', 'env', 'db', 'search', 'geo', 'auth', 'mail'],
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/build/**',
      '**/.strapi/**',
      '**/.tmp/**',
      '**/.react-router/**',
      'cms/types/generated/**',
      'cms/public/**',
      'web/playwright-report/**',
      'web/test-results/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
    },
  },
  {
    // No import cycles anywhere: a module and what it imports form a tree, so each layer
    // can be read, tested and changed from the bottom up. no-cycle skips type-only imports;
    // scripts/import-cycles.mjs (run by `npm run lint`) checks those too.
    files: ['**/*.{ts,tsx,mts,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      // The TypeScript parser for the files a rule follows imports into.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            'cms/tsconfig.json',
            'cms/tests/tsconfig.json',
            'seed/tsconfig.test.json',
            'packages/domain/tsconfig.json',
            'packages/test-kit/tsconfig.json',
            'web/tsconfig.app.json',
            'web/tsconfig.e2e.json',
            'web/tsconfig.node.json',
            'web/tsconfig.server.json',
          ],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            // cms layers: routes → controllers → services (src/api) → the core's layers
            // (src/core/<layer>), each importing only the layers below it (CMS_CORE_LAYERS);
            // nothing underneath reaches back up.
            {
              target: './cms/src/core/**',
              from: [
                './cms/src/api',
                './cms/src/middlewares',
                './cms/src/policies',
                './cms/src/admin',
                './cms/src/index.ts',
                './cms/config',
              ],
              message: 'cms/src/core is underneath the API, middlewares and start-up: pass what it needs in instead.',
            },
            ...Object.entries(CMS_CORE_LAYERS)
              .map(([layer, below]) => ({
                target: `./cms/src/core/${layer}/**`,
                from: Object.keys(CMS_CORE_LAYERS)
                  .filter((other) => other !== layer && !below.includes(other))
                  .map((other) => `./cms/src/core/${other}`),
                message:
                  below.length > 0
                    ? `cms/src/core/${layer} imports only these layers of the core: ${below.join(', ')}.`
                    : `cms/src/core/${layer} imports no other layer of the core.`,
              }))
              // The top layer may import every other.
              .filter((zone) => zone.from.length > 0),
            {
              target: './cms/src/{core,middlewares,policies}/**',
              from: './cms/src/api/*/{controllers,routes}/**',
              message: 'Controllers and routes are the top layer.',
            },
            {
              target: './cms/src/api/*/services/**',
              from: './cms/src/api/*/{controllers,routes}/**',
              message: 'Services sit below controllers and routes.',
            },
            {
              target: './cms/src/api/*/services/**',
              from: './cms/src/api/session-handlers.ts',
              message: 'Session handlers answer HTTP for controllers; services sit below them.',
            },
            // The test kit (packages/test-kit) is for the suites only: no product code imports
            // it, and it reaches the cms only through the app it boots, never its sources or tests.
            {
              target: [
                './cms/src/**',
                './cms/config/**',
                './cms/database/**',
                './seed/src/**',
                './seed/scripts/**',
                './web/src/**',
                './packages/domain/**',
              ],
              from: './packages/test-kit',
              message: 'The test kit is for tests only (cms/tests, seed/tests).',
            },
            {
              target: './packages/test-kit/**',
              from: ['./cms', './seed', './web', './packages/domain'],
              message: "The test kit boots the compiled cms; it imports no other package's sources or tests.",
            },
            // web (bulletproof-react): shared code never imports a feature or the app, and a
            // feature never imports another feature or the app.
            {
              target: './web/src/{components,hooks,lib,config,types}/**',
              from: './web/src/{features,app}/**',
              message: 'Shared code must not depend on features or the app.',
            },
            ...readdirSync(new URL('./web/src/features', import.meta.url)).map((feature) => ({
              target: `./web/src/features/${feature}/**`,
              from: [
                './web/src/app',
                ...readdirSync(new URL('./web/src/features', import.meta.url))
                  .filter((other) => other !== feature)
                  .map((other) => `./web/src/features/${other}`),
              ],
              message: 'Features must not import each other or the app; move shared code to src/components or src/lib.',
            })),
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
);
