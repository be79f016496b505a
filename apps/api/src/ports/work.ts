import type { Db } from '../db/client.ts';
import type { Env } from '../env.ts';
import type { JobHandler } from './job-queue.ts';
import type { Mailer } from './mailer.ts';
import type { ScheduledTask } from './schedule.ts';

/** What a service's work runs with: this instance's database, mailer and settings. */
export interface WorkContext {
  db: Db;
  mailer: Mailer;
  config: Env;
}

/** A queue of the job queue and the handler that runs its jobs. */
export interface QueueWork {
  queue: string;
  timeoutMs: number;
  handler: JobHandler;
  /** Each job sends one mail (counted as a mail in the metrics). */
  sendsMail?: boolean;
}

/** A task every instance runs on a timer (see Schedule.register). */
export interface ScheduledWork {
  name: string;
  everyMs: number;
  task: ScheduledTask;
}

/**
 * The work a service has done outside a request, declared in the `work.ts` of its folder and
 * collected in services/all-work.ts; plugins/work.ts registers it on every instance.
 */
export type ServiceWork = (context: WorkContext) => { jobs?: QueueWork[]; scheduled?: ScheduledWork[] };
