/// <reference types="vitest/config" />
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

const port = Number(process.env.WEB_PORT ?? 5173);
const cmsUrl = process.env.CMS_URL ?? 'http://localhost:1337';

// The cms's panel needs React 18, which npm hoists to the root node_modules,
// while this app's React 19 lives in web/node_modules. Libraries installed at
// the root (swr, Headless UI, Testing Library) would otherwise pick up React 18,
// so every import of React resolves to this app's copy.
const REACT_PACKAGES = ['react', 'react-dom'];

const require = createRequire(import.meta.url);
const testingLibraryReactEsm = join(
  dirname(require.resolve('@testing-library/react/package.json')),
  'dist/@testing-library/react.esm.js',
);

const proxy = {
  '/api': { target: cmsUrl, changeOrigin: true },
  '/uploads': { target: cmsUrl, changeOrigin: true },
};

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
    dedupe: REACT_PACKAGES,
  },
  server: { port, strictPort: true, proxy },
  preview: { port, strictPort: true, proxy },
  build: { target: 'es2022', sourcemap: false },
  test: {
    environment: 'jsdom',
    alias: {
      // Its CommonJS main would `require("react-dom")` from the root (React 18);
      // the ES build goes through Vite's resolver and gets this app's React.
      '@testing-library/react': testingLibraryReactEsm,
    },
    setupFiles: ['./src/testing/setup-tests.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    restoreMocks: true,
    testTimeout: 20_000,
    deps: {
      // Root-installed libraries (swr, Headless UI and their CommonJS helpers such
      // as use-sync-external-store) are pre-bundled by Vite for the tests, so their
      // `require("react")` goes through `resolve.dedupe` (see above) instead of
      // Node, which would hand them the root's React 18.
      optimizer: {
        client: {
          enabled: true,
          include: ['swr', 'swr/infinite', '@headlessui/react'],
        },
      },
    },
  },
});
