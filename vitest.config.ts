import { defineConfig } from 'vitest/config';

const setupFiles = ['../../vitest.setup.ts'];
// CI runs on a shared 2-core machine with several suites at once: one retry keeps a timing
// fluke from failing a whole run, as the browser tests do.
const retry = process.env.CI ? 1 : 0;

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'contract',
          root: 'packages/contract',
          include: ['src/**/*.test.ts'],
          setupFiles,
          retry,
        },
      },
      {
        test: {
          name: 'api',
          root: 'apps/api',
          include: ['src/**/*.test.ts'],
          setupFiles,
          retry,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // The job queue's test collects garbage on purpose: a time limit must outlive it.
          execArgv: ['--expose-gc'],
        },
      },
      {
        resolve: { alias: { '~': new URL('./apps/web/app', import.meta.url).pathname } },
        test: { name: 'web', root: 'apps/web', include: ['app/**/*.test.{ts,tsx}'], setupFiles, retry },
      },
    ],
  },
});
