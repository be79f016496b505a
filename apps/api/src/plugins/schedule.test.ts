import Fastify, { type FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { schedulePlugin } from './schedule.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const instance = async (scheduleEnabled: boolean, register: (app: FastifyInstance) => void) => {
  const app = Fastify({ logger: false });
  app.decorate('config', { scheduleEnabled } as never);
  await app.register(schedulePlugin);
  register(app);
  await app.ready();
  return app;
};

describe('the schedule', () => {
  it('runs a task with the clock it is given, never twice at once on one instance', async () => {
    const clocks: string[] = [];
    let finish: () => void = () => {};
    const app = await instance(false, (app) =>
      app.schedule.register(
        'count',
        async ({ now }) => {
          clocks.push(now.toISOString());
          await new Promise<void>((resolve) => {
            finish = resolve;
          });
        },
        { everyMs: 60_000 },
      ),
    );
    const at = new Date('2026-11-23T07:00:00Z');
    const first = app.schedule.runNow('count', at);
    const second = app.schedule.runNow('count', at);
    await sleep(10);
    finish();
    await Promise.all([first, second]);
    expect(clocks).toEqual([at.toISOString()]);
    const third = app.schedule.runNow('count');
    await sleep(10);
    finish();
    await third;
    expect(clocks).toHaveLength(2);
    await app.close();
  });

  it('keeps going after a task fails, and knows no task it was not given', async () => {
    let runs = 0;
    const app = await instance(false, (app) =>
      app.schedule.register(
        'fails',
        async () => {
          runs += 1;
          throw new Error('no database');
        },
        { everyMs: 60_000 },
      ),
    );
    await app.schedule.runNow('fails');
    await app.schedule.runNow('fails');
    expect(runs).toBe(2);
    await expect(app.schedule.runNow('unknown')).rejects.toThrow('unknown');
    await app.close();
  });

  it('runs each task on its timer when enabled, and stops on close, waiting for a running task', async () => {
    let runs = 0;
    let running = false;
    let endedAfterClose = false;
    const app = await instance(true, (app) =>
      app.schedule.register(
        'tick',
        async ({ signal }) => {
          runs += 1;
          running = true;
          await sleep(30);
          running = false;
          if (signal.aborted) endedAfterClose = true;
        },
        { everyMs: 20 },
      ),
    );
    await sleep(200);
    expect(runs).toBeGreaterThanOrEqual(2);
    while (!running) await sleep(2);
    await app.close();
    expect(running).toBe(false);
    expect(endedAfterClose).toBe(true);
    const after = runs;
    await sleep(100);
    expect(runs).toBe(after);
  });

  it('does not run on timers when disabled', async () => {
    let runs = 0;
    const app = await instance(false, (app) =>
      app.schedule.register(
        'idle',
        async () => {
          runs += 1;
        },
        { everyMs: 10 },
      ),
    );
    await sleep(100);
    expect(runs).toBe(0);
    await app.close();
  });
});
