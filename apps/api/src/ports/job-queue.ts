import type { FastifyBaseLogger } from 'fastify';
import type { jobs } from '../db/schema.ts';

/**
 * The job queue of docs/decisions/0001, as services and their work see it. Implemented by
 * plugins/jobs.ts, whose worker claims the jobs of the queues that have a handler.
 */

export type JobRow = typeof jobs.$inferSelect;

export interface NewJob {
  queue: string;
  customerId: number | null;
  payload: Record<string, unknown>;
  /**
   * How many times the job may be started (1 when left out). More only for a kind whose handler
   * may run again from the start after its instance stopped mid-way without harm: such a job goes
   * back to the queue instead of failing.
   */
  maxAttempts?: number;
}

export interface JobContext {
  job: JobRow;
  payload: Record<string, unknown>;
  /**
   * Aborted when the job runs out of time or the instance shuts down. A handler that stops on the
   * shutdown does so before anything that may not be done twice: the job is handed back to the
   * queue and runs again on another instance. One that finishes all the same is recorded as done.
   */
  signal: AbortSignal;
  log: FastifyBaseLogger;
}

export type JobHandler = (context: JobContext) => Promise<Record<string, unknown>>;

export interface JobQueue {
  /** Makes this instance run the jobs of a queue; every instance registers the same handlers. */
  handle: (queue: string, handler: JobHandler, options: { timeoutMs: number; sendsMail?: boolean }) => void;
  /** The queues whose jobs send a mail: their waiting and failed jobs are the mails' (metrics). */
  mailQueues: () => string[];
  enqueue: (job: NewJob) => Promise<JobRow>;
  /** The job once it has finished or failed, or as it is when `timeoutMs` has passed. */
  waitFor: (id: string, options: { timeoutMs: number }) => Promise<JobRow | undefined>;
}
