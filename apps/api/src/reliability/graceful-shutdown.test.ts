import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { createDataDir, startApi } from './api-process.ts';

interface Tally {
  ok: number;
  failed: string[];
  /** Workers that were told `Connection: close` and left, as a client behind a balancer does. */
  toldToGo: number;
}

/** One client on one kept-alive connection, asking again and again until told to go. */
const client = async (url: string, tally: Tally, stop: () => boolean) => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    while (!stop()) {
      const outcome = await new Promise<{ status: number; close: boolean } | { error: string }>((resolve) => {
        const request = http.get(`${url}/health/ready`, { agent }, (response) => {
          response.resume();
          response.once('end', () =>
            resolve({ status: response.statusCode ?? 0, close: response.headers.connection === 'close' }),
          );
        });
        request.once('error', (error) => resolve({ error: error.message }));
      });
      if ('error' in outcome) {
        tally.failed.push(outcome.error);
        return;
      }
      // Ready says 503 while draining; any answer at all is a request that did not fail.
      if (outcome.status === 200 || outcome.status === 503) tally.ok++;
      else tally.failed.push(`status ${outcome.status}`);
      if (outcome.close) {
        tally.toldToGo++;
        return;
      }
    }
  } finally {
    agent.destroy();
  }
};

describe('SIGTERM under load', () => {
  const cleanUps: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanUp of cleanUps) await cleanUp();
  });

  it('answers every request on the open connections, tells each client to go, and exits 0', async () => {
    const data = await createDataDir();
    cleanUps.push(data.remove);
    const api = await startApi({
      DATA_DIR: data.dir,
      DEMO_DATA: 'false',
      SCHEDULE: 'off',
      SHUTDOWN_DRAIN_MS: '1500',
      LOG_LEVEL: 'info',
    });
    cleanUps.push(() => api.kill('SIGKILL'));

    const tally: Tally = { ok: 0, failed: [], toldToGo: 0 };
    const started = Date.now();
    const clients = Array.from({ length: 20 }, () =>
      client(api.url, tally, () => Date.now() - started > 30_000),
    );
    while (tally.ok < 200) await sleep(10);
    const beforeSignal = tally.ok;
    const exited = new Promise<number | null>((resolve) => api.child.once('exit', (code) => resolve(code)));
    api.child.kill('SIGTERM');
    await Promise.all(clients);

    expect(tally.failed).toEqual([]);
    expect(tally.toldToGo).toBe(20);
    expect(tally.ok).toBeGreaterThan(beforeSignal);
    expect(await exited, api.output()).toBe(0);
    expect(api.output()).toContain('"msg":"shut down"');
  }, 120_000);
});
