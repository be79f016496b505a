import { defineConfig } from '@playwright/test';

/** Browser tests against a freshly started site and API; Chromium comes from Debian (CHROME_PATH). */
export default defineConfig({
  testDir: './specs',
  outputDir: '../.tmp/playwright-results',
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_500 },
  reporter: [['list'], ['json']],
  use: {
    locale: 'nl-NL',
    timezoneId: 'Europe/Amsterdam',
    trace: 'retain-on-failure',
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
