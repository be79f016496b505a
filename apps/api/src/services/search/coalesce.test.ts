import { describe, expect, it } from 'vitest';
import { coalesce } from './coalesce.ts';

/** A task whose runs end when the test says so. */
const controlledTask = () => {
  const runs: { end: () => void; fail: (error: Error) => void }[] = [];
  let active = 0;
  let mostActive = 0;
  const task = () =>
    new Promise<void>((resolve, reject) => {
      active++;
      mostActive = Math.max(mostActive, active);
      runs.push({
        end: () => {
          active--;
          resolve();
        },
        fail: (error) => {
          active--;
          reject(error);
        },
      });
    });
  return { task, runs, mostActive: () => mostActive };
};

/** Past the turn in which a run starts, and the microtasks around it. */
const settle = async () => {
  for (let turn = 0; turn < 3; turn++) await new Promise((resolve) => setImmediate(resolve));
};

describe('coalesce', () => {
  it('gives callers of one turn one run, started after that turn', async () => {
    const { task, runs } = controlledTask();
    const run = coalesce(task);
    const callers = [run(), run(), run()];
    expect(runs).toHaveLength(0);
    await settle();
    expect(runs).toHaveLength(1);
    runs[0]!.end();
    await Promise.all(callers);
    const later = run();
    await settle();
    expect(runs).toHaveLength(2);
    runs[1]!.end();
    await later;
  });

  it('lets callers during a run share the next run, which starts after the current one ends', async () => {
    const { task, runs, mostActive } = controlledTask();
    const run = coalesce(task);
    const first = run();
    await settle();
    let laterDone = 0;
    const later = [run(), run(), run()].map((promise) => promise.then(() => laterDone++));
    await settle();
    expect(runs).toHaveLength(1);
    runs[0]!.end();
    await first;
    await settle();
    // The callers that came during the first run wait for a run that began after they called.
    expect(laterDone).toBe(0);
    expect(runs).toHaveLength(2);
    runs[1]!.end();
    await Promise.all(later);
    expect(laterDone).toBe(3);
    expect(mostActive()).toBe(1);
  });

  it('passes a failed run on to its callers and still runs the next one', async () => {
    const { task, runs } = controlledTask();
    const run = coalesce(task);
    const first = run();
    await settle();
    const second = run();
    runs[0]!.fail(new Error('database gone'));
    await expect(first).rejects.toThrow('database gone');
    await settle();
    expect(runs).toHaveLength(2);
    runs[1]!.end();
    await expect(second).resolves.toBeUndefined();
  });
});
