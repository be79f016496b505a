import type { FastifyInstance } from 'fastify';
import { Gauge } from 'prom-client';
import { lastBackupAt } from '../../services/backups/index.ts';
import { queueFigures } from '../../services/ops-figures.ts';

const seconds = (at: Date) => at.getTime() / 1000;

/**
 * The figures read at each scrape: the request queue in front of the database, the work queue
 * and its mails from the jobs table, the scheduled tasks of this instance, and the last backup.
 */
export const registerCollectedMetrics = (app: FastifyInstance) => {
  const registers = [app.metrics.registry];
  const gauge = <L extends string>(
    name: string,
    help: string,
    labelNames: readonly L[],
    collect: (g: Gauge<L>) => Promise<void> | void,
  ) =>
    new Gauge<L>({
      name,
      help,
      labelNames,
      registers,
      async collect() {
        this.reset();
        await collect(this);
      },
    });

  gauge(
    'kodewerk_request_queue',
    'Requests at the database turn: in work, waiting, and the limits',
    ['state'],
    (g) => {
      const state = app.requestQueue();
      g.set({ state: 'active' }, state.active);
      g.set({ state: 'waiting' }, state.waiting);
      g.set({ state: 'limit' }, state.limit);
      g.set({ state: 'queue_limit' }, state.queueLimit);
    },
  );
  gauge(
    'kodewerk_request_queue_refused',
    'Requests answered 503 for a full queue since the start',
    [],
    (g) => {
      g.set(app.requestQueue().refused);
    },
  );

  const figures = () => queueFigures(app.db);
  gauge(
    'kodewerk_jobs',
    'Jobs of the work queue by kind and state (failed ones are kept)',
    ['queue', 'state'],
    async (g) => {
      for (const row of await figures()) {
        g.set({ queue: row.queue, state: 'queued' }, row.queued);
        g.set({ queue: row.queue, state: 'running' }, row.running);
        g.set({ queue: row.queue, state: 'failed' }, row.failed);
      }
    },
  );
  gauge(
    'kodewerk_jobs_oldest_waiting_seconds',
    'How long the oldest due job of a kind has waited for a worker',
    ['queue'],
    async (g) => {
      const now = Date.now();
      for (const row of await figures()) {
        g.set(
          { queue: row.queue },
          row.oldestDueAt ? Math.max(0, (now - row.oldestDueAt.getTime()) / 1000) : 0,
        );
      }
    },
  );
  gauge(
    'kodewerk_mails',
    'Mails waiting to be sent and mails that failed, over every mail queue',
    ['state'],
    async (g) => {
      const mailQueues = new Set(app.jobs.mailQueues());
      const rows = (await figures()).filter((row) => mailQueues.has(row.queue));
      g.set(
        { state: 'waiting' },
        rows.reduce((sum, row) => sum + row.queued + row.running, 0),
      );
      g.set(
        { state: 'failed' },
        rows.reduce((sum, row) => sum + row.failed, 0),
      );
    },
  );

  gauge(
    'kodewerk_scheduled_runs',
    'Runs of each scheduled task on this instance since the start',
    ['task', 'outcome'],
    (g) => {
      for (const task of app.schedule.status()) {
        g.set({ task: task.name, outcome: 'succeeded' }, task.succeeded);
        g.set({ task: task.name, outcome: 'failed' }, task.failed);
      }
    },
  );
  gauge(
    'kodewerk_scheduled_last_success_timestamp_seconds',
    'When each scheduled task last ran without an error on this instance',
    ['task'],
    (g) => {
      for (const task of app.schedule.status()) {
        if (task.lastSuccessAt) g.set({ task: task.name }, seconds(task.lastSuccessAt));
      }
    },
  );

  gauge(
    'kodewerk_backup_age_seconds',
    'Seconds since the last backup was finished; -1 when none was ever made',
    [],
    async (g) => {
      const last = await lastBackupAt(app.db);
      g.set(last ? Math.max(0, (Date.now() - last.getTime()) / 1000) : -1);
    },
  );
};
