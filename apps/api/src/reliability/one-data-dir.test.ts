import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCK_FILE } from '../db/data-dir-lock.ts';
import { type ApiProcess, createDataDir, startApi } from './api-process.ts';
import { call } from './customer-calls.ts';

// The embedded database belongs to one process: a second on the same DATA_DIR would hand out the
// same ids and lose acknowledged writes.
/** Starting PGlite and migrating takes a while on a busy machine. */
const START_MS = 120_000;

describe('two API processes on one PGlite data directory', () => {
  let data: Awaited<ReturnType<typeof createDataDir>>;
  const started: ApiProcess[] = [];
  const env = () => ({ DATA_DIR: data.dir, DEMO_DATA: 'false', DATABASE_URL: '' });
  const lockFile = () => path.join(data.dir, LOCK_FILE);

  beforeAll(async () => {
    data = await createDataDir();
  });
  afterAll(async () => {
    for (const api of started) await api.kill('SIGKILL');
    await data?.remove();
  });

  it('refuses the second with a message that names the holder, and frees the directory on shutdown', async () => {
    const first = await startApi(env(), START_MS);
    started.push(first);
    expect((await readFile(lockFile(), 'utf8')).trim()).toBe(String(first.child.pid));

    const second = await startApi(env(), START_MS).then(
      (api) => {
        started.push(api);
        return api;
      },
      (error: Error) => error,
    );
    expect(second).toBeInstanceOf(Error);
    expect((second as Error).message).toContain(`is in use by another API process (pid ${first.child.pid}`);
    // The first goes on undisturbed.
    expect((await call(first.url, 'GET', '/health')).body).toMatchObject({ status: 'available' });

    await first.kill('SIGTERM');
    expect(existsSync(lockFile())).toBe(false);
    const third = await startApi(env(), START_MS);
    started.push(third);
    expect((await call(third.url, 'GET', '/health')).status).toBe(200);
    await third.kill('SIGINT');
    expect(existsSync(lockFile())).toBe(false);
  }, 600_000);

  it('takes over a lock its holder left behind when it was killed', async () => {
    const killed = await startApi(env(), START_MS);
    started.push(killed);
    await killed.kill('SIGKILL');
    expect(existsSync(lockFile())).toBe(true);
    const next = await startApi(env(), START_MS);
    started.push(next);
    expect((await readFile(lockFile(), 'utf8')).trim()).toBe(String(next.child.pid));
    await next.kill('SIGTERM');

    // A pid that no process has.
    await writeFile(lockFile(), '2147483646\n');
    const after = await startApi(env(), START_MS);
    started.push(after);
    expect((await call(after.url, 'GET', '/health')).status).toBe(200);
    await after.kill('SIGTERM');
  }, 600_000);
});
