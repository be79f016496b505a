import { describe, expect, it, vi } from 'vitest';
import { createDataDir, runningApis, startApi, stopStartedApis } from './api-process.ts';

describe('API processes started by a test', () => {
  it('are stopped at the end of the file even when the test gave up while one was starting', async () => {
    const data = await createDataDir();
    try {
      // A test that timed out never gets this process back: nothing awaits it.
      const starting = startApi({ DATA_DIR: data.dir, SCHEDULE: 'off' }).catch((error: unknown) => error);
      await vi.waitFor(() => expect(runningApis()).toHaveLength(1), { timeout: 10_000 });
      const [child] = runningApis();

      await stopStartedApis();

      expect(child?.signalCode).toBe('SIGKILL');
      expect(runningApis()).toEqual([]);
      expect(String(await starting)).toMatch(/the API exited \(SIGKILL\) before it was ready/);
    } finally {
      await data.remove();
    }
  });
});
