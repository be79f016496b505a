import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { allWork } from '../services/all-work.ts';

/**
 * Registers the work of every service (services/all-work.ts) on this instance: each queue's handler
 * on the job queue, each scheduled task on the schedule, with this instance's database, mailer and
 * settings. Registered before the routes and before the app is ready, as both require.
 */
export const workPlugin = fp(
  async (app: FastifyInstance) => {
    const context = { db: app.db, mailer: app.mailer, config: app.config };
    for (const work of allWork) {
      const { jobs = [], scheduled = [] } = work(context);
      for (const { queue, handler, timeoutMs, sendsMail } of jobs)
        app.jobs.handle(queue, handler, { timeoutMs, sendsMail });
      for (const { name, task, everyMs } of scheduled) app.schedule.register(name, task, { everyMs });
    }
  },
  { name: 'work' },
);
