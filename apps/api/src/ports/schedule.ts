import type { FastifyBaseLogger } from 'fastify';

/** Tasks on a timer, as services declare them. Implemented by plugins/schedule.ts. */

export interface ScheduledTaskContext {
  /** The clock the task acts on: the real time, or the one a test passes to runNow. */
  now: Date;
  /** Aborted when the instance shuts down. */
  signal: AbortSignal;
  log: FastifyBaseLogger;
}

export type ScheduledTask = (context: ScheduledTaskContext) => Promise<void>;

export interface Schedule {
  /**
   * Runs `task` on this instance every `everyMs` (and once shortly after start). Every API instance
   * runs every task: a task acts once because it claims each thing it does by its own data (a unique
   * key per period or item, or an update that only one caller can win), never because only one
   * instance runs it. Registered before the app is ready.
   */
  register: (name: string, task: ScheduledTask, options: { everyMs: number }) => void;
  /** Runs a task once, now, with the given clock: for tests and for the first run after start. */
  runNow: (name: string, now?: Date) => Promise<void>;
  /** Each task's runs on this instance since the start, for the metrics. */
  status: () => ScheduledTaskStatus[];
}

export interface ScheduledTaskStatus {
  name: string;
  succeeded: number;
  failed: number;
  /** When a run last ended without an error (the real clock). */
  lastSuccessAt?: Date;
}
