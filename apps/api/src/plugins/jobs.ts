import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { JobHandler, JobQueue, JobRow } from '../ports/job-queue.ts';
import {
  claimNextJob,
  enqueueJob,
  failJob,
  findJob,
  finishJob,
  handBackJob,
  INTERNAL_FAILURE_MESSAGE,
  JobFailure,
  JobRetry,
  retryJob,
  sweepAbandonedJobs,
  TIMED_OUT_MESSAGE,
} from '../services/jobs.ts';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
  }
}

/** How often an idle worker looks for work that other instances enqueued. */
const POLL_MS = 200;
const WAIT_POLL_MS = 100;
const CONCURRENCY = 4;
/** A job running this much longer than its time limit lost its instance. */
const ABANDONED_AFTER_MS = 5 * 60 * 1000;
const SWEEP_EVERY_MS = 60 * 1000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The job queue of docs/decisions/0001: jobs live in the jobs table, and every API instance runs a
 * worker that claims them with FOR UPDATE SKIP LOCKED, so each job runs once, on one instance. The
 * worker starts when the app is ready. When the instance drains (SIGTERM) it claims nothing more and
 * aborts what it runs: a job whose handler stops on that is handed back to the queue for another
 * instance (decision 0049), one that finishes all the same is recorded as finished. On close it
 * waits for them.
 */
export const jobsPlugin = fp(async (app: FastifyInstance) => {
  const workerId = `${process.pid}-${randomUUID().slice(0, 8)}`;
  const handlers = new Map<string, { handler: JobHandler; timeoutMs: number; sendsMail?: boolean }>();
  const running = new Set<Promise<void>>();
  const shutdown = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let ticking = false;
  let started = false;
  let lastSweep = 0;

  const run = async (job: JobRow) => {
    const entry = handlers.get(job.queue);
    const log = app.log.child({ job: job.id, queue: job.queue, requestId: job.requestId ?? undefined });
    const startedAt = Date.now();
    if (!entry) return failJob(app.db, job.id, INTERNAL_FAILURE_MESSAGE);
    // A timer of our own, held until the job ends: the signal of AbortSignal.timeout() inside
    // AbortSignal.any() can be collected with its timer, and the job then runs without a limit
    // (nodejs/node#57736).
    const timeLimit = new AbortController();
    const limitTimer = setTimeout(() => timeLimit.abort(new Error('time limit')), entry.timeoutMs);
    const signal = AbortSignal.any([shutdown.signal, timeLimit.signal]);
    try {
      const output = await entry.handler({
        job,
        payload: job.payload as Record<string, unknown>,
        signal,
        log,
      });
      await finishJob(app.db, job.id, output);
      log.info({ ms: Date.now() - startedAt }, 'job finished');
    } catch (error) {
      if (error instanceof JobRetry) {
        log.info({ reason: error.message, runAfter: error.runAfter }, 'job to be tried again');
        await retryJob(app.db, job.id, workerId, error.runAfter, error.message);
      } else if (shutdown.signal.aborted && !(error instanceof JobFailure)) {
        if (await handBackJob(app.db, job.id, workerId)) log.info('job handed back to the queue');
      } else if (signal.aborted && !(error instanceof JobFailure)) {
        log.warn('job ran out of time');
        await failJob(app.db, job.id, TIMED_OUT_MESSAGE);
      } else if (error instanceof JobFailure) {
        log.info({ reason: error.message }, 'job failed');
        await failJob(app.db, job.id, error.message);
      } else {
        log.error({ err: error }, 'job failed unexpectedly');
        await failJob(app.db, job.id, INTERNAL_FAILURE_MESSAGE);
      }
    } finally {
      clearTimeout(limitTimer);
    }
  };

  const schedule = (ms: number) => {
    if (shutdown.signal.aborted) return;
    clearTimeout(timer);
    timer = setTimeout(() => void tick(), ms);
  };

  const tick = async () => {
    if (ticking || shutdown.signal.aborted) return;
    ticking = true;
    try {
      if (Date.now() - lastSweep > SWEEP_EVERY_MS) {
        lastSweep = Date.now();
        const longest = Math.max(0, ...[...handlers.values()].map((entry) => entry.timeoutMs));
        await sweepAbandonedJobs(app.db, new Date(Date.now() - longest - ABANDONED_AFTER_MS));
      }
      while (!shutdown.signal.aborted && running.size < CONCURRENCY) {
        const job = await claimNextJob(app.db, [...handlers.keys()], workerId);
        if (!job) break;
        if (shutdown.signal.aborted) {
          await handBackJob(app.db, job.id, workerId);
          break;
        }
        const done: Promise<void> = run(job)
          .catch((error) => app.log.error({ err: error, job: job.id }, 'could not record the end of a job'))
          .finally(() => {
            running.delete(done);
            schedule(0);
          });
        running.add(done);
      }
    } catch (error) {
      if (!shutdown.signal.aborted)
        app.log.warn({ err: error }, 'the job worker could not reach the database');
    } finally {
      ticking = false;
      schedule(POLL_MS);
    }
  };

  app.decorate('jobs', {
    handle: (queue, handler, options) => {
      if (started) throw new Error(`Job handlers are registered before the app is ready (${queue})`);
      handlers.set(queue, { handler, ...options });
    },
    mailQueues: () => [...handlers].filter(([, entry]) => entry.sendsMail).map(([queue]) => queue),
    enqueue: async (job) => {
      const row = await enqueueJob(app.db, job);
      if (handlers.has(job.queue)) schedule(0);
      return row;
    },
    waitFor: async (id, { timeoutMs }) => {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const job = await findJob(app.db, id);
        if (!job || job.status === 'finished' || job.status === 'failed' || Date.now() >= until) return job;
        await sleep(WAIT_POLL_MS);
      }
    },
  } satisfies JobQueue);

  app.addHook('onReady', async () => {
    started = true;
    if (handlers.size > 0) schedule(0);
  });

  /** The jobs under way end quickly once aborted and record how they ended. */
  const stop = async () => {
    shutdown.abort();
    clearTimeout(timer);
    while (ticking || running.size > 0) {
      await Promise.allSettled([...running]);
      if (ticking) await sleep(10);
    }
  };
  app.onDrain(stop);
  // Before the database closes.
  app.addHook('onClose', stop);
});
