import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { jobs } from '../db/schema.ts';
import { findJob } from '../services/jobs.ts';
import { instanceWithJobs } from '../test/instance-with-jobs.ts';
import { openTestDatabase } from '../test/test-database.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Where each job started and where it did its work, which must happen once. */
const started = new Map<string, string[]>();
const done = new Map<string, string[]>();
const note = (runs: Map<string, string[]>, id: string, name: string) =>
  runs.set(id, [...(runs.get(id) ?? []), name]);

let release: () => void = () => {};
const released = new Promise<void>((resolve) => {
  release = resolve;
});

/** An instance whose 'hold' jobs wait to be released and stop when aborted, doing nothing then. */
const startInstance = (database: Database, name: string): Promise<FastifyInstance> =>
  instanceWithJobs(database, (queue) => {
    queue.handle(
      'hold',
      async ({ job, signal }) => {
        note(started, job.id, name);
        await new Promise<void>((resolve, reject) => {
          void released.then(resolve);
          signal.addEventListener('abort', () => reject(signal.reason), { once: true });
        });
        note(done, job.id, name);
        return { ranOn: name };
      },
      { timeoutMs: 20_000 },
    );
    // Like a mail: once started it goes on, whether or not the instance stops.
    queue.handle(
      'send',
      async ({ job }) => {
        note(started, job.id, name);
        await sleep(300);
        note(done, job.id, name);
        return { ranOn: name };
      },
      { timeoutMs: 20_000 },
    );
  });

const waitUntil = async (what: string, check: () => Promise<boolean>) => {
  for (let i = 0; i < 200; i++) {
    if (await check()) return;
    await sleep(25);
  }
  throw new Error(`waited in vain: ${what}`);
};

describe('an instance that drains (SIGTERM)', () => {
  let database: Database;
  const instances: FastifyInstance[] = [];

  afterAll(async () => {
    release();
    for (const instance of instances) await instance.close();
    await database?.close();
  });

  it('hands back the jobs it holds at once, finishes a job that ends meanwhile once, and claims no more', async () => {
    database = await openTestDatabase();
    const a = await startInstance(database, 'a');
    instances.push(a);
    const held = await Promise.all(
      [1, 2].map((n) => a.jobs.enqueue({ queue: 'hold', customerId: null, payload: { n } })),
    );
    const sending = await a.jobs.enqueue({ queue: 'send', customerId: null, payload: {} });
    await waitUntil('a runs all three', async () => {
      const rows = await database.db.select().from(jobs);
      return rows.length === 3 && rows.every((row) => row.status === 'running');
    });
    // The second instance comes up only now, so that 'a' holds every job when it drains.
    const b = await startInstance(database, 'b');
    instances.push(b);

    const drainStarted = Date.now();
    await a.startDraining();
    // Within a moment, not after the abandoned-job sweep's minutes.
    expect(Date.now() - drainStarted).toBeLessThan(2_000);
    expect(await findJob(database.db, sending.id)).toMatchObject({
      status: 'finished',
      output: { ranOn: 'a' },
      attempts: 1,
    });
    for (const job of held) expect(done.get(job.id)).toBeUndefined();

    // 'b' takes the handed-back jobs; a job queued through the draining 'a' runs on 'b' too.
    const later = await a.jobs.enqueue({ queue: 'send', customerId: null, payload: {} });
    await waitUntil('b runs the handed-back jobs', async () =>
      held.every((job) => started.get(job.id)?.includes('b')),
    );
    release();
    const ended = await Promise.all(
      [...held, later].map((job) => b.jobs.waitFor(job.id, { timeoutMs: 10_000 })),
    );
    for (const job of ended)
      expect(job).toMatchObject({ status: 'finished', output: { ranOn: 'b' }, attempts: 1 });

    for (const job of held) {
      expect(started.get(job.id)).toEqual(['a', 'b']);
      expect(done.get(job.id)).toEqual(['b']);
    }
    expect(started.get(sending.id)).toEqual(['a']);
    expect(done.get(sending.id)).toEqual(['a']);
    expect(started.get(later.id)).toEqual(['b']);
    expect(await database.db.select().from(jobs).where(eq(jobs.status, 'queued'))).toEqual([]);
  });
});
