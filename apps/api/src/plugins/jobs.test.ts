import { MAX_CUSTOMER_JOBS, TOO_MANY_JOBS_MESSAGE } from '@maatwerk/contract/constants';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { createCustomer } from '../db/factories/index.ts';
import { jobs } from '../db/schema.ts';
import {
  ABANDONED_MESSAGE,
  findJob,
  INTERNAL_FAILURE_MESSAGE,
  JobFailure,
  JobRetry,
  MAX_RUNNING_CUSTOMER_JOBS,
  sweepAbandonedJobs,
  TIMED_OUT_MESSAGE,
} from '../services/jobs.ts';
import { instanceWithJobs } from '../test/instance-with-jobs.ts';
import { openTestDatabase } from '../test/test-database.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The 'hang' jobs wait until the test releases them. */
let release: () => void = () => {};
const hung = new Promise<void>((resolve) => {
  release = resolve;
});

describe('the job queue', () => {
  // Two API instances on one database, as behind a load balancer.
  let database: Database;
  const instances: FastifyInstance[] = [];
  const runs = new Map<string, string[]>();

  beforeAll(async () => {
    database = await openTestDatabase();
    for (const name of ['a', 'b']) {
      const instance = await instanceWithJobs(database, (queue) => {
        queue.handle(
          'count',
          async ({ job }) => {
            runs.set(job.id, [...(runs.get(job.id) ?? []), name]);
            await sleep(30);
            return { ranOn: name };
          },
          { timeoutMs: 5_000 },
        );
        queue.handle(
          'refuse',
          async ({ payload }) => {
            if (payload.kind === 'told') throw new JobFailure('Er is geen hostingcontrolepaneel gekoppeld.');
            throw new Error('database exploded');
          },
          { timeoutMs: 5_000 },
        );
        // The first attempt asks to be tried again in an hour, as a webhook to an address that is down.
        queue.handle(
          'later',
          async ({ job }) => {
            runs.set(job.id, [...(runs.get(job.id) ?? []), name]);
            if (job.attempts === 1)
              throw new JobRetry('Het adres antwoordde niet.', new Date(Date.now() + 60 * 60 * 1000));
            return { attempt: job.attempts };
          },
          { timeoutMs: 5_000 },
        );
        queue.handle(
          'hang',
          async () => {
            await hung;
            return {};
          },
          { timeoutMs: 20_000 },
        );
        queue.handle(
          'slow',
          ({ signal }) =>
            new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason))),
          { timeoutMs: 300 },
        );
      });
      instances.push(instance);
    }
  });

  afterAll(async () => {
    for (const instance of instances) await instance.close();
    await database.close();
  });

  it('runs every job exactly once, shared by the instances', async () => {
    const [a] = instances as [FastifyInstance];
    const enqueued = await Promise.all(
      Array.from({ length: 30 }, (_, n) =>
        a.jobs.enqueue({ queue: 'count', customerId: null, payload: { n } }),
      ),
    );
    const ended = await Promise.all(enqueued.map((job) => a.jobs.waitFor(job.id, { timeoutMs: 20_000 })));
    expect(ended.map((job) => job?.status)).toEqual(enqueued.map(() => 'finished'));
    for (const job of ended) {
      expect(runs.get(job!.id)).toHaveLength(1);
      expect(job!.output).toEqual({ ranOn: runs.get(job!.id)?.[0] });
      expect(job!.attempts).toBe(1);
    }
    const ranOn = new Set([...runs.values()].flat());
    expect(ranOn).toEqual(new Set(['a', 'b']));
  });

  it('records why a job failed: the handler’s own words, or a general message for a crash', async () => {
    const [, b] = instances as [FastifyInstance, FastifyInstance];
    const told = await b.jobs.enqueue({ queue: 'refuse', customerId: null, payload: { kind: 'told' } });
    const crashed = await b.jobs.enqueue({ queue: 'refuse', customerId: null, payload: { kind: 'crash' } });
    expect(await b.jobs.waitFor(told.id, { timeoutMs: 5_000 })).toMatchObject({
      status: 'failed',
      error: 'Er is geen hostingcontrolepaneel gekoppeld.',
      output: null,
    });
    expect(await b.jobs.waitFor(crashed.id, { timeoutMs: 5_000 })).toMatchObject({
      status: 'failed',
      error: INTERNAL_FAILURE_MESSAGE,
    });
  });

  it('waits with a job to be tried again until its time has come, then runs it once more', async () => {
    const [a] = instances as [FastifyInstance];
    const job = await a.jobs.enqueue({ queue: 'later', customerId: null, payload: {} });
    // Several polls of both workers go by: none takes the job before its hour is over.
    await sleep(1_000);
    const waiting = await findJob(database.db, job.id);
    expect(waiting).toMatchObject({ status: 'queued', attempts: 1, error: 'Het adres antwoordde niet.' });
    expect(waiting!.runAfter.getTime()).toBeGreaterThan(Date.now() + 59 * 60 * 1000);
    expect(runs.get(job.id)).toHaveLength(1);
    // Its hour over, either instance runs it, once.
    await database.db.update(jobs).set({ runAfter: new Date() }).where(eq(jobs.id, job.id));
    expect(await a.jobs.waitFor(job.id, { timeoutMs: 5_000 })).toMatchObject({
      status: 'finished',
      attempts: 2,
      output: { attempt: 2 },
    });
    expect(runs.get(job.id)).toHaveLength(2);
  });

  it('stops a job at its time limit', async () => {
    const [a] = instances as [FastifyInstance];
    const slow = await a.jobs.enqueue({ queue: 'slow', customerId: null, payload: {} });
    const ended = await a.jobs.waitFor(slow.id, { timeoutMs: 5_000 });
    expect(ended).toMatchObject({ status: 'failed', error: TIMED_OUT_MESSAGE });
  });

  it('keeps the time limit when garbage is collected while the job runs', async () => {
    const [a] = instances as [FastifyInstance];
    const gc = (globalThis as { gc?: () => void }).gc;
    expect(gc, 'the API tests run with --expose-gc').toBeTypeOf('function');
    const slow = await a.jobs.enqueue({ queue: 'slow', customerId: null, payload: {} });
    const started = Date.now();
    for (let n = 0; n < 20 && (await findJob(database.db, slow.id))?.status !== 'failed'; n++) {
      gc?.();
      await sleep(100);
    }
    const ended = await a.jobs.waitFor(slow.id, { timeoutMs: 3_000 });
    expect(ended).toMatchObject({ status: 'failed', error: TIMED_OUT_MESSAGE });
    expect(Date.now() - started).toBeLessThan(4_000);
  });

  it('takes turns: a customer with many jobs waiting does not hold up another, nor one kind another', async () => {
    const [a] = instances as [FastifyInstance];
    const busy = await createCustomer(database.db);
    const other = await createCustomer(database.db);
    // Ten hanging jobs of one customer: the most a customer may have at once.
    const hanging = await Promise.all(
      Array.from({ length: MAX_CUSTOMER_JOBS }, () =>
        a.jobs.enqueue({ queue: 'hang', customerId: busy.id, payload: {} }),
      ),
    );
    await expect(a.jobs.enqueue({ queue: 'hang', customerId: busy.id, payload: {} })).rejects.toMatchObject({
      statusCode: 429,
      message: TOO_MANY_JOBS_MESSAGE,
    });
    // Another customer's job runs while they wait, and so does a job of another kind.
    const theirs = await a.jobs.enqueue({ queue: 'count', customerId: other.id, payload: {} });
    expect(await a.jobs.waitFor(theirs.id, { timeoutMs: 3_000 })).toMatchObject({ status: 'finished' });
    const running = await database.db.select().from(jobs).where(eq(jobs.customerId, busy.id));
    expect(running.filter((job) => job.status === 'running').length).toBeLessThanOrEqual(
      MAX_RUNNING_CUSTOMER_JOBS * instances.length,
    );
    release();
    const ended = await Promise.all(hanging.map((job) => a.jobs.waitFor(job.id, { timeoutMs: 10_000 })));
    expect(ended.map((job) => job?.status)).toEqual(hanging.map(() => 'finished'));
  });

  it('fails, and does not run again, a job whose instance stopped while running it', async () => {
    const runningSince = async (lockedAt: Date, lockedBy: string) => {
      const [row] = await database.db
        .insert(jobs)
        .values({ queue: 'count', payload: {}, status: 'running', attempts: 1, lockedAt, lockedBy })
        .returning();
      return row!;
    };
    const lockedBefore = new Date(Date.now() - 10 * 60 * 1000);
    const abandoned = await runningSince(new Date(Date.now() - 60 * 60 * 1000), 'gone');
    // Another instance's job, claimed half a minute after the limit: within its time, not abandoned.
    const alive = await runningSince(new Date(lockedBefore.getTime() + 30 * 1000), 'alive');
    expect(await sweepAbandonedJobs(database.db, lockedBefore)).toBe(1);
    await sleep(400);
    expect(await findJob(database.db, abandoned.id)).toMatchObject({
      status: 'failed',
      error: ABANDONED_MESSAGE,
      attempts: 1,
    });
    expect(runs.has(abandoned.id)).toBe(false);
    expect(await findJob(database.db, alive.id)).toMatchObject({ status: 'running', lockedBy: 'alive' });
    await database.db.update(jobs).set({ status: 'finished' }).where(eq(jobs.id, alive.id));
  });

  it('runs again, on any instance, a job that may run again and whose instance stopped while running it', async () => {
    const lockedBefore = new Date(Date.now() - 10 * 60 * 1000);
    const abandoned = async (attempts: number) => {
      const [row] = await database.db
        .insert(jobs)
        .values({
          queue: 'count',
          payload: {},
          status: 'running',
          attempts,
          maxAttempts: 2,
          lockedAt: new Date(Date.now() - 60 * 60 * 1000),
          lockedBy: 'gone',
        })
        .returning();
      return row!;
    };
    const once = await abandoned(1);
    const twice = await abandoned(2);
    expect(await sweepAbandonedJobs(database.db, lockedBefore)).toBe(2);
    const [a] = instances as [FastifyInstance];
    expect(await a.jobs.waitFor(once.id, { timeoutMs: 5_000 })).toMatchObject({
      status: 'finished',
      attempts: 2,
    });
    expect(runs.get(once.id)).toHaveLength(1);
    // Its last attempt used, the other fails as a job that may run once does.
    expect(await findJob(database.db, twice.id)).toMatchObject({
      status: 'failed',
      error: ABANDONED_MESSAGE,
    });
    expect(runs.has(twice.id)).toBe(false);
  });

  it('stops its worker when the app closes', async () => {
    const [a, b] = instances as [FastifyInstance, FastifyInstance];
    await a.close();
    await b.close();
    const [job] = await database.db.insert(jobs).values({ queue: 'count', payload: {} }).returning();
    await sleep(500);
    expect(await findJob(database.db, job!.id)).toMatchObject({ status: 'queued', attempts: 0 });
  });
});
