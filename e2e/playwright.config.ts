import { defineConfig } from '@playwright/test';

/** Browser tests against a freshly started site and API; Chromium comes from Debian (CHROME_PATH). */
export default defineConfig({
  testDir: './specs',
  outputDir: '../.tmp/playwright-results',
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // Generous limits: these are not measurements of speed (bench/ measures that), and on a shared
  // two-core machine the API suites on PostgreSQL run beside both browser workers.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json']],
  use: {
    locale: 'nl-NL',
    timezoneId: 'Europe/Amsterdam',
    // A trace of the retry of a failed test (CI retries once); recording every test costs a tenth of the run.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-gpu',
      ],
    },
  },
});
