/**
 * A module loaded when it is first needed rather than when the API starts: what an idle API does
 * not use (the rich-text cleaner, passkeys, QR codes, mail) stays out of its memory
 * (docs/benchmarks.md). Loaded once; every later call gets the same module.
 */
export const onFirstUse = <T>(load: () => Promise<T>): (() => Promise<T>) => {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load();
    return loading;
  };
};
