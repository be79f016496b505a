/**
 * Runs `task` for many callers, one run at a time. A run starts once the current turn of the
 * event loop has passed (callers whose requests came in together share it) and the run before
 * it has ended; callers that come until it starts join it. So every caller waits for a run that
 * began after it called (it sees everything done before its call), and however many callers
 * there are, at most one run is under way.
 */
export const coalesce = (task: () => Promise<void>): (() => Promise<void>) => {
  let running: Promise<void> | null = null;
  let gathering: Promise<void> | null = null;
  const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
  const startWhenFree = async (): Promise<void> => {
    if (running) await running.catch(() => undefined);
    await nextTurn();
    gathering = null;
    const run: Promise<void> = task().finally(() => {
      if (running === run) running = null;
    });
    running = run;
    return run;
  };
  return () => {
    gathering ??= startWhenFree();
    return gathering;
  };
};
