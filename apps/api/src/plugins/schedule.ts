import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Schedule, ScheduledTask, ScheduledTaskStatus } from '../ports/schedule.ts';

declare module 'fastify' {
  interface FastifyInstance {
    schedule: Schedule;
  }
}

/** How long after start the first round of every task runs. */
const FIRST_RUN_AFTER_MS = 5_000;

/**
 * Periodic tasks (reminders, subscription invoices, week mails) on every instance, each task never
 * twice at once on one instance. Timers start when the app is ready, unless SCHEDULE=off (the
 * in-process API tests, which call runNow themselves), and stop, waiting for a running task, on close.
 */
export const schedulePlugin = fp(async (app: FastifyInstance) => {
  const tasks = new Map<
    string,
    { task: ScheduledTask; everyMs: number; running?: Promise<void>; status: ScheduledTaskStatus }
  >();
  const timers = new Set<NodeJS.Timeout>();
  const shutdown = new AbortController();
  let started = false;

  const runNow = async (name: string, now = new Date()) => {
    const entry = tasks.get(name);
    if (!entry) throw new Error(`No scheduled task named ${name}`);
    if (entry.running) return entry.running;
    const log = app.log.child({ task: name });
    entry.running = entry
      .task({ now, signal: shutdown.signal, log })
      .then(() => {
        entry.status.succeeded++;
        entry.status.lastSuccessAt = new Date();
      })
      .catch((error) => {
        entry.status.failed++;
        if (!shutdown.signal.aborted) log.error({ err: error }, 'scheduled task failed');
      })
      .finally(() => {
        entry.running = undefined;
      });
    return entry.running;
  };

  app.decorate('schedule', {
    register: (name, task, { everyMs }) => {
      if (started) throw new Error(`Scheduled tasks are registered before the app is ready (${name})`);
      if (tasks.has(name)) throw new Error(`A scheduled task named ${name} already exists`);
      tasks.set(name, { task, everyMs, status: { name, succeeded: 0, failed: 0 } });
    },
    runNow,
    status: () => [...tasks.values()].map((entry) => ({ ...entry.status })),
  });

  app.addHook('onReady', async () => {
    started = true;
    if (!app.config.scheduleEnabled) return;
    for (const [name, { everyMs }] of tasks) {
      const first = setTimeout(() => void runNow(name), Math.min(FIRST_RUN_AFTER_MS, everyMs));
      const every = setInterval(() => void runNow(name), everyMs);
      first.unref();
      every.unref();
      timers.add(first).add(every);
    }
  });

  app.addHook('onClose', async () => {
    shutdown.abort();
    for (const timer of timers) clearTimeout(timer);
    await Promise.all([...tasks.values()].map((entry) => entry.running));
  });
});
