import { defineConfig } from '@playwright/test';
import { CHROMIUM_PATH, PLAYWRIGHT_CHROMIUM_ARGS } from './support/chromium.ts';
import { APP_PORT, APP_URL } from './support/ports.ts';

export default defineConfig({
  testDir: './tests',
  // A run's own, as Playwright empties it at its start: runs on other ports may be writing theirs.
  outputDir: `./artifacts/results/${APP_PORT}`,
  fullyParallel: false,
  workers: 1,
  // In CI (the split passes) a test that fails is run once more: one that then passes is reported as
  // flaky, by name, at the end of the pass, to be mended; one that fails twice fails the run. Alone,
  // nothing is retried.
  retries: process.env.E2E_SPLIT === '1' ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  // The whole run's server log, searched for personal data once every test is done.
  globalTeardown: './support/server-log.ts',
  use: {
    baseURL: APP_URL,
    locale: 'en-US',
    screenshot: 'only-on-failure',
    trace: process.env.E2E_TRACE === 'off' ? 'off' : 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: PLAYWRIGHT_CHROMIUM_ARGS },
  },
  webServer: {
    command: 'node --import tsx support/launch.ts',
    url: `${APP_URL}/api/ready`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    // Without it the launcher is SIGKILLed and cannot stop the product or drop its PostgreSQL database.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  },
});
