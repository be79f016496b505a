/**
 * When the code of a page fails to load (typically right after a new release), the site loads
 * the page the visitor was going to in full, at most once per 10 seconds so that a broken
 * release cannot loop.
 */
const PENDING_KEY = 'kodewerk:navigation-target';
const GUARD_KEY = 'kodewerk:reloaded-at';
export const RELOAD_GUARD_MS = 10_000;

const storage = (): Storage | undefined => {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
};

export const rememberNavigationTarget = (to: string) =>
  storage()?.setItem(PENDING_KEY, JSON.stringify({ to, at: Date.now() }));

export const forgetNavigationTarget = () => storage()?.removeItem(PENDING_KEY);

/** A full page load of `to`; false when one already happened within the guard window. */
export const reloadTo = (to: string): boolean => {
  const store = storage();
  const last = Number(store?.getItem(GUARD_KEY) ?? 0);
  if (Date.now() - last < RELOAD_GUARD_MS) return false;
  store?.setItem(GUARD_KEY, String(Date.now()));
  window.location.assign(to);
  return true;
};

/**
 * React Router reloads the current page when a route module fails to load. Right after such a
 * reload, this sends the visitor on to the page the navigation was heading for.
 */
export const resumeFailedNavigation = (): boolean => {
  const store = storage();
  const raw = store?.getItem(PENDING_KEY);
  store?.removeItem(PENDING_KEY);
  if (!raw) return false;
  const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  if (entry?.type !== 'reload') return false;
  const { to, at } = JSON.parse(raw) as { to: string; at: number };
  const here = window.location.pathname + window.location.search + window.location.hash;
  if (Date.now() - at > RELOAD_GUARD_MS || to === here) return false;
  return reloadTo(to);
};

/** For code split inside a page: a failed import loads the current address in full. */
export const importOrReload = async <T>(load: () => Promise<T>): Promise<T> => {
  try {
    return await load();
  } catch (error) {
    if (reloadTo(window.location.pathname + window.location.search + window.location.hash)) {
      return new Promise<T>(() => {});
    }
    throw error;
  }
};
