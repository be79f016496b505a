import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

const setupFiles = ['../../vitest.setup.ts'];
// CI runs on a shared 2-core machine with several suites at once: one retry keeps a timing
// fluke from failing a whole run, as the browser tests do.
const retry = process.env.CI ? 1 : 0;

/**
 * Where each API suite runs (docs/decisions/0038-where-each-test-suite-runs.md):
 * - the suites of the embedded database's own behaviour (its data folder and lock, the request
 *   queue in front of its one connection, its kept statements and maintenance) always on PGlite;
 * - every other API suite once, on the PostgreSQL server of TEST_DATABASE_URL when the run has
 *   one, else on PGlite.
 * A suite that asks which database it runs on (`dbKind`), or that loads an old database on each
 * engine (the upgrade from the first release), is in both lists.
 */
const embeddedOnly = [
  'src/db/client.test.ts',
  'src/db/embedded-maintenance.test.ts',
  'src/db/pglite-statements.test.ts',
  'src/plugins/request-queue.test.ts',
  'src/reliability/one-data-dir.test.ts',
  'src/reliability/backup-while-running.test.ts',
  'src/reliability/graceful-shutdown.test.ts',
  'src/server-options.test.ts',
];
/**
 * Files that replace a module with vi.mock: they need a module registry of their own. Every other
 * API file shares its worker's (isolate: false), so that the API's modules load once per worker
 * rather than once per file; each file still builds its own app on its own database.
 */
const ownModules = ['src/routes/staff-members/staff-invitation-tries.test.ts'];
const onEither = [
  'src/plugins/embedded-maintenance.test.ts',
  'src/reliability/upgrade-from-first-release.test.ts',
];

const api = {
  root: 'apps/api',
  setupFiles: [...setupFiles, new URL('./apps/api/src/test/setup.ts', import.meta.url).pathname],
  globalSetup: ['src/test/global-setup.ts'],
  retry,
  testTimeout: 30_000,
  hookTimeout: 60_000,
  // The job queue's test collects garbage on purpose: a time limit must outlive it.
  execArgv: ['--expose-gc'],
};

export default defineConfig({
  test: {
    // Every core: a test process waits on its database as often as it computes.
    maxWorkers: Math.max(availableParallelism(), 2),
    projects: [
      {
        test: {
          name: 'contract',
          isolate: false,
          root: 'packages/contract',
          include: ['src/**/*.test.ts'],
          setupFiles,
          retry,
        },
      },
      {
        test: {
          ...api,
          name: 'api',
          include: ['src/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...embeddedOnly, ...ownModules],
          isolate: false,
          env: { DATABASE_URL: process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? '' },
        },
      },
      {
        test: {
          ...api,
          name: 'api-own-modules',
          include: ownModules,
          env: { DATABASE_URL: process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? '' },
        },
      },
      {
        test: {
          ...api,
          name: 'api-embedded',
          include: [...embeddedOnly, ...onEither],
          env: { DATABASE_URL: '' },
        },
      },
      {
        resolve: { alias: { '~': new URL('./apps/web/app', import.meta.url).pathname } },
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['app/**/*.test.{ts,tsx}'],
          setupFiles: [...setupFiles, './vitest.setup.ts'],
          retry,
        },
      },
    ],
  },
});
