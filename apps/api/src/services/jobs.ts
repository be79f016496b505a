import { TECHNICAL_TEAM } from '@maatwerk/contract';
import { MAX_CUSTOMER_JOBS, TOO_MANY_JOBS_MESSAGE } from '@maatwerk/contract/constants';
import { and, asc, count, eq, inArray, lt, lte, sql } from 'drizzle-orm';
import { LIMIT_LOCK, lockLimit } from '../db/advisory-lock.ts';
import type { DbOrTx } from '../db/client.ts';
import { jobs } from '../db/schema.ts';
import { HttpError } from '../lib/http-error.ts';
import { currentRequestId } from '../lib/request-id.ts';
import type { JobRow, NewJob } from '../ports/job-queue.ts';
import { customerFor, type TeamCaller } from './team-access.ts';

/** A job that went wrong in a way the customer may read: the message is Dutch and says why. */
export class JobFailure extends Error {
  override name = 'JobFailure';
}

/**
 * An attempt that went wrong and is to be tried again at `runAfter` by the same job: the handler
 * throws it, and the job goes back to the queue until then (its attempts counted), for whichever
 * instance claims it next.
 */
export class JobRetry extends Error {
  override name = 'JobRetry';
  constructor(
    message: string,
    readonly runAfter: Date,
  ) {
    super(message);
  }
}

export const ABANDONED_MESSAGE = 'De taak is onderbroken en niet afgemaakt. Probeer het opnieuw.';
export const TIMED_OUT_MESSAGE = 'De taak duurde te lang en is afgebroken. Probeer het later opnieuw.';
export const INTERNAL_FAILURE_MESSAGE =
  'De taak is mislukt door een fout aan onze kant. Probeer het later opnieuw.';

/** Jobs of one customer that run at the same time on one worker; the rest wait, so others go first. */
export const MAX_RUNNING_CUSTOMER_JOBS = 2;

/**
 * Queues a job, with the id of the request that queues it, if any. A customer has at most MAX_CUSTOMER_JOBS waiting or running (counted under a lock,
 * so that parallel requests cannot all pass the count); more answers 429.
 */
export const enqueueJob = async (db: DbOrTx, job: NewJob): Promise<JobRow> =>
  db.transaction(async (tx) => {
    const { customerId } = job;
    if (customerId !== null) {
      await lockLimit(tx, LIMIT_LOCK.customerJobs, customerId);
      const [open] = await tx
        .select({ n: count() })
        .from(jobs)
        .where(and(eq(jobs.customerId, customerId), inArray(jobs.status, ['queued', 'running'])));
      if ((open?.n ?? 0) >= MAX_CUSTOMER_JOBS)
        throw new HttpError('too_many_requests', TOO_MANY_JOBS_MESSAGE);
    }
    const [row] = await tx
      .insert(jobs)
      .values({
        queue: job.queue,
        customerId,
        payload: job.payload,
        maxAttempts: job.maxAttempts ?? 1,
        requestId: currentRequestId(),
      })
      .returning();
    return row!;
  });

/**
 * Takes the oldest due job of the given queues for this worker. FOR UPDATE SKIP LOCKED lets several
 * API instances claim at once without waiting for or taking each other's job; the status check in
 * the update makes the claim itself the one moment a job changes hands.
 */
export const claimNextJob = async (
  db: DbOrTx,
  queues: string[],
  workerId: string,
  now = new Date(),
): Promise<JobRow | undefined> => {
  if (queues.length === 0) return undefined;
  // Fair turns: a customer with MAX_RUNNING_CUSTOMER_JOBS running waits while others go, and the
  // kind of job with the fewest running goes first, so that one kind cannot starve another.
  const runningOfCustomer = sql`(select count(*) from jobs r where r.customer_id = ${jobs.customerId} and r.status = 'running')`;
  const runningOfQueue = sql`(select count(*) from jobs r where r.queue = ${jobs.queue} and r.status = 'running')`;
  const next = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        eq(jobs.status, 'queued'),
        lte(jobs.runAfter, now),
        inArray(jobs.queue, queues),
        sql`(${jobs.customerId} is null or ${runningOfCustomer} < ${MAX_RUNNING_CUSTOMER_JOBS})`,
      ),
    )
    .orderBy(runningOfQueue, asc(jobs.runAfter), asc(jobs.createdAt))
    .limit(1)
    .for('update', { skipLocked: true });
  const [claimed] = await db
    .update(jobs)
    .set({ status: 'running', lockedAt: now, lockedBy: workerId, attempts: sql`${jobs.attempts} + 1` })
    // A scalar subquery runs once; `id in (select … limit 1)` may run again per row and claim several.
    .where(and(eq(jobs.id, sql`(${next})`), eq(jobs.status, 'queued')))
    .returning();
  return claimed;
};

export const finishJob = async (db: DbOrTx, id: string, output: Record<string, unknown>): Promise<void> => {
  await db
    .update(jobs)
    .set({ status: 'finished', output, error: null, finishedAt: new Date() })
    .where(and(eq(jobs.id, id), eq(jobs.status, 'running')));
};

export const failJob = async (db: DbOrTx, id: string, message: string): Promise<void> => {
  await db
    .update(jobs)
    .set({ status: 'failed', error: message, finishedAt: new Date() })
    .where(and(eq(jobs.id, id), eq(jobs.status, 'running')));
};

/**
 * Gives a job this worker claimed back to the queue, as if it had not been claimed, for another
 * instance to take at once: its handler stopped, on the instance's shutdown, before doing anything
 * that may not be done twice. Only while this worker still holds it, so a job that ended meanwhile
 * stays ended.
 */
export const handBackJob = async (db: DbOrTx, id: string, workerId: string): Promise<boolean> => {
  const rows = await db
    .update(jobs)
    .set({ status: 'queued', lockedAt: null, lockedBy: null, attempts: sql`${jobs.attempts} - 1` })
    .where(and(eq(jobs.id, id), eq(jobs.status, 'running'), eq(jobs.lockedBy, workerId)))
    .returning({ id: jobs.id });
  return rows.length > 0;
};

/** Puts a job this worker holds back on the queue for another attempt at `runAfter` (JobRetry). */
export const retryJob = async (
  db: DbOrTx,
  id: string,
  workerId: string,
  runAfter: Date,
  message: string,
): Promise<void> => {
  await db
    .update(jobs)
    .set({ status: 'queued', lockedAt: null, lockedBy: null, runAfter, error: message })
    .where(and(eq(jobs.id, id), eq(jobs.status, 'running'), eq(jobs.lockedBy, workerId)));
};

/**
 * A job still running long after any handler's time limit belonged to an instance that stopped
 * mid-way. One whose kind may run again (it was queued with more than one attempt, and has
 * attempts left) goes back to the queue for any instance; any other fails, and is not run again
 * (the customer may start another). Answers how many jobs were swept.
 */
export const sweepAbandonedJobs = async (db: DbOrTx, lockedBefore: Date): Promise<number> => {
  const abandoned = and(eq(jobs.status, 'running'), lte(jobs.lockedAt, lockedBefore));
  const requeued = await db
    .update(jobs)
    .set({ status: 'queued', lockedAt: null, lockedBy: null, runAfter: new Date(), error: ABANDONED_MESSAGE })
    .where(and(abandoned, lt(jobs.attempts, jobs.maxAttempts)))
    .returning({ id: jobs.id });
  const failed = await db
    .update(jobs)
    .set({ status: 'failed', error: ABANDONED_MESSAGE, finishedAt: new Date() })
    .where(abandoned)
    .returning({ id: jobs.id });
  return requeued.length + failed.length;
};

export const findJob = async (db: DbOrTx, id: string): Promise<JobRow | undefined> => {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
  return row;
};

/** The reference a caller gets: the queue and the job's id, e.g. 'hosting-login:7d0f…'. */
export const jobReference = (job: Pick<JobRow, 'queue' | 'id'>): string => `${job.queue}:${job.id}`;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const parseJobReference = (reference: string): { queue: string; id: string } | undefined => {
  const at = reference.lastIndexOf(':');
  if (at <= 0) return undefined;
  const queue = reference.slice(0, at);
  const id = reference.slice(at + 1);
  return uuidPattern.test(id) ? { queue, id: id.toLowerCase() } : undefined;
};

/** A job of this customer by its reference, or undefined: another customer's job is not there. */
export const findCustomerJob = async (
  db: DbOrTx,
  caller: TeamCaller,
  reference: string,
): Promise<JobRow | undefined> => {
  const customerId = customerFor(caller, TECHNICAL_TEAM);
  const parsed = parseJobReference(reference);
  if (!parsed) return undefined;
  const [row] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.id, parsed.id), eq(jobs.queue, parsed.queue), eq(jobs.customerId, customerId)));
  return row;
};
