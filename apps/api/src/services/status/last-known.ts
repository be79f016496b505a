/**
 * Keeps the last answer that was read in time. A read that takes longer than `timeoutMs` gives the
 * last known answer instead (with when it was read) and, when it finishes, becomes the new last
 * known one; a read that fails does the same. Only without any answer yet does the caller wait.
 */
export const lastKnown = <T>(timeoutMs: number) => {
  let last: T | undefined;
  let pending: Promise<T> | undefined;
  return async (read: () => Promise<T>): Promise<{ value: T; stale: boolean }> => {
    // One read at a time: a slow database is not asked again by every visitor.
    if (!pending) {
      pending = read()
        .then((value) => {
          last = value;
          return value;
        })
        .finally(() => {
          pending = undefined;
        });
    }
    const current = pending;
    if (last === undefined) return { value: await current, stale: false };
    const known = last;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), timeoutMs);
    });
    try {
      const result = await Promise.race([current, late]);
      return result === 'late' ? { value: known, stale: true } : { value: result, stale: false };
    } catch {
      return { value: known, stale: true };
    } finally {
      clearTimeout(timer);
    }
  };
};
