import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { app } from '../app.ts';
import type { Database } from '../db/client.ts';
import { jobs } from '../db/schema.ts';
import { loadEnv } from '../env.ts';
import {
  ABANDONED_MESSAGE,
  failAbandonedJobs,
  findJob,
  INTERNAL_FAILURE_MESSAGE,
  JobFailure,
  TIMED_OUT_MESSAGE,
} from '../services/jobs.ts';
import { openTestDatabase } from '../test/test-database.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the job queue', () => {
  // Two API instances on one database, as behind a load balancer.
  let database: Database;
  const instances: FastifyInstance[] = [];
  const runs = new Map<string, string[]>();

  beforeAll(async () => {
    database = await openTestDatabase();
    for (const name of ['a', 'b']) {
      const instance = Fastify({ logger: false });
      await instance.register(app, {
        env: loadEnv({
          NODE_ENV: 'test',
          LOG_LEVEL: 'silent',
          DEMO_DATA: 'false',
          DATA_DIR: '/tmp/kodewerk-jobs',
        }),
        database,
      });
      instance.jobs.handle(
        'count',
        async ({ job }) => {
          runs.set(job.id, [...(runs.get(job.id) ?? []), name]);
          await sleep(30);
          return { ranOn: name };
        },
        { timeoutMs: 5_000 },
      );
      instance.jobs.handle(
        'refuse',
        async ({ payload }) => {
          if (payload.kind === 'told') throw new JobFailure('Er is geen hostingcontrolepaneel gekoppeld.');
          throw new Error('database exploded');
        },
        { timeoutMs: 5_000 },
      );
      instance.jobs.handle(
        'slow',
        ({ signal }) =>
          new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason))),
        { timeoutMs: 300 },
      );
      await instance.ready();
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

  it('stops a job at its time limit', async () => {
    const [a] = instances as [FastifyInstance];
    const slow = await a.jobs.enqueue({ queue: 'slow', customerId: null, payload: {} });
    const ended = await a.jobs.waitFor(slow.id, { timeoutMs: 5_000 });
    expect(ended).toMatchObject({ status: 'failed', error: TIMED_OUT_MESSAGE });
  });

  it('fails, and does not run again, a job whose instance stopped while running it', async () => {
    const [abandoned] = await database.db
      .insert(jobs)
      .values({
        queue: 'count',
        payload: {},
        status: 'running',
        attempts: 1,
        lockedAt: new Date(Date.now() - 60 * 60 * 1000),
        lockedBy: 'gone',
      })
      .returning();
    expect(await failAbandonedJobs(database.db, new Date(Date.now() - 10 * 60 * 1000))).toBe(1);
    await sleep(400);
    expect(await findJob(database.db, abandoned!.id)).toMatchObject({
      status: 'failed',
      error: ABANDONED_MESSAGE,
      attempts: 1,
    });
    expect(runs.has(abandoned!.id)).toBe(false);
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
