import { defineConfig, devices } from '@playwright/test';

// Browser tests run against the real stack: scripts/e2e-stack.mjs seeds a fresh database,
// starts the cms and serves this app's production build (vite preview) proxying /api.
const port = Number(process.env.E2E_WEB_PORT ?? 4174);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    // Debian's Chromium: never `npx playwright install` (no downloads here).
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'] } },
    // At phone width: the mobile menu, the admin flows, every page's accessibility and layout stability.
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'] },
      testMatch: ['mobile-menu.spec.ts', 'a11y.spec.ts', 'moderation.spec.ts', 'layout-stability.spec.ts'],
    },
  ],
  webServer: {
    command: 'npm run build && node ../scripts/e2e-stack.mjs',
    url: baseURL,
    reuseExistingServer: !process.env.CI,
    timeout: 300_000,
  },
});
