import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8181);

/**
 * Browser tests against the built SPA served by the real API server on a fresh database
 * (scripts/e2e-server.mjs). Build first: `npm run build -w @yaoshi/web`.
 * Screenshots for review: SHOTS_DIR=/tmp/shots npx playwright test screenshots
 */
export default defineConfig({
  testDir: './specs',
  testIgnore: process.env.SHOTS_DIR ? [] : ['**/screenshots.spec.ts'],
  // Generous: the suite shares a small machine with builds and other suites.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 2,
  // One retry everywhere (not only with CI set): the account-security journey has failed
  // now and then with the login button never found after a refused login (docs/architecture.md, Tests).
  retries: 1,
  reporter: 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    viewport: { width: 1280, height: 800 },
    // Recorded only when a failed test runs again: a trace of every test (its screencast and DOM
    // snapshots, kept or not) took about 40 % of the browser suite's CPU on the 2-core machine.
    trace: 'on-first-retry',
    // The built app registers a service worker that serves its files from a cache, out of reach
    // of page.route (the loading and navigation specs delay chunks that way). Specs of the
    // offline app allow it themselves (field-*.spec.ts).
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium', headless: true } }],
  webServer: {
    command: 'node ../scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    env: { E2E_PORT: String(port) },
  },
});
