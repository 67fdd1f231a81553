/// <reference types="vitest/config" />
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin, type ProxyOptions } from 'vite';
import { firstLoadChunks } from './first-load-chunks';
import { precompressedAssets } from './precompressed-assets';

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

/**
 * Development's /api proxy, like the production server's (server/api-proxy.ts): the cms (started by `npm run dev` to
 * trust its loopback hop) gets the client's socket address, never what the client wrote.
 */
const sendClientAddress: ProxyOptions['configure'] = (proxyServer) => {
  proxyServer.on('proxyReq', (proxyReq, req) => {
    for (const name of ['forwarded', 'x-real-ip', 'x-forwarded-proto', 'x-forwarded-host']) proxyReq.removeHeader(name);
    proxyReq.setHeader('x-forwarded-for', req.socket.remoteAddress ?? '');
  });
};

const proxy = {
  '/api': { target: cmsUrl, changeOrigin: true, configure: sendClientAddress },
  '/uploads': { target: cmsUrl, changeOrigin: true, configure: sendClientAddress },
};

/**
 * React Router's plugin pre-bundles `react-router-dom` whenever it resolves; here it resolves
 * to the cms panel's React Router 6 at the root. This app uses only `react-router` (7).
 */
const withoutRootRouterDom: Plugin = {
  name: 'tampa-local:without-root-react-router-dom',
  enforce: 'post',
  config(config) {
    const include = config.optimizeDeps?.include;
    if (config.optimizeDeps && include) {
      config.optimizeDeps.include = include.filter((dependency) => dependency !== 'react-router-dom');
    }
  },
};

export default defineConfig({
  // React Router's plugin builds the server render and the browser bundle; the unit tests
  // render components on their own and only need React's JSX transform.
  plugins: [
    process.env.VITEST ? react() : reactRouter(),
    withoutRootRouterDom,
    tailwindcss(),
    firstLoadChunks(),
    precompressedAssets(),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
    dedupe: REACT_PACKAGES,
  },
  server: { port, strictPort: true, proxy },
  build: { target: 'es2022', sourcemap: false },
  // The server bundle keeps React (and the libraries that import it) inline, so it uses
  // this app's React 19, never the cms panel's React 18 hoisted at the root.
  ssr: {
    noExternal: [
      'react',
      'react-dom',
      'react-router',
      'swr',
      '@headlessui/react',
      /^@radix-ui\//,
      'use-sync-external-store',
    ],
    // The development server runs inlined modules as ES modules: the CommonJS ones (React,
    // use-sync-external-store) are pre-bundled together, so they share one React.
    optimizeDeps: {
      include: [
        'react',
        'react/jsx-runtime',
        'react/jsx-dev-runtime',
        'react-dom',
        'react-dom/server',
        'react-router',
        'swr',
        'swr/infinite',
        '@headlessui/react',
        '@radix-ui/react-toast',
      ],
    },
  },
  test: {
    alias: {
      // Its CommonJS main would `require("react-dom")` from the root (React 18);
      // the ES build goes through Vite's resolver and gets this app's React.
      '@testing-library/react': testingLibraryReactEsm,
    },
    css: false,
    restoreMocks: true,
    testTimeout: 20_000,
    deps: {
      // Root-installed libraries (swr, Headless UI, Radix and their CommonJS helpers such
      // as use-sync-external-store) are pre-bundled by Vite for the tests, so their
      // `require("react")` goes through `resolve.dedupe` (see above) instead of
      // Node, which would hand them the root's React 18.
      optimizer: {
        client: {
          enabled: true,
          include: ['swr', 'swr/infinite', '@headlessui/react', '@radix-ui/react-toast'],
        },
      },
    },
    projects: [
      // The app's components and libraries, in jsdom with every request answered by mockApi().
      {
        extends: true,
        test: {
          name: 'app',
          environment: 'jsdom',
          setupFiles: ['./src/testing/setup-tests.ts'],
          include: ['src/**/*.test.{ts,tsx}'],
        },
      },
      // The production server (server/): plain Node, real sockets.
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts'],
          restoreMocks: true,
          testTimeout: 20_000,
        },
      },
    ],
  },
});
