import type { ScheduledWork } from '../ports/work.ts';

/**
 * A task on a timer (`name`, every `everyMs`) that does one round of work and says how many things
 * it did: logged as `message`, with the count under `what`, only when there were any.
 */
export const countingTask = (
  name: string,
  everyMs: number,
  [what, message]: [what: string, message: string],
  round: (now: Date) => Promise<number>,
): ScheduledWork => ({
  name,
  everyMs,
  task: async ({ now, log }) => {
    const done = await round(now);
    if (done > 0) log.info({ [what]: done }, message);
  },
});
