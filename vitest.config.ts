import { defineConfig } from 'vitest/config';

const setupFiles = ['../../vitest.setup.ts'];

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contract', root: 'packages/contract', include: ['src/**/*.test.ts'], setupFiles } },
      {
        test: {
          name: 'api',
          root: 'apps/api',
          include: ['src/**/*.test.ts'],
          setupFiles,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias: { '~': new URL('./apps/web/app', import.meta.url).pathname } },
        test: { name: 'web', root: 'apps/web', include: ['app/**/*.test.{ts,tsx}'], setupFiles },
      },
    ],
  },
});
