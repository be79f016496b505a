import { ApiRequestError } from '@maatwerk/contract';
import { type QueryClient, QueryObserver } from '@tanstack/react-query';
import pLimit from 'p-limit';
import type { RefreshOutcome } from '~/features/auth/index.ts';
import { portalLoginPath } from '~/lib/focus-heading.ts';
import type { FetcherDefinition } from './fetchers.ts';

/** The part of the client store the engine reads and writes. */
export interface SessionStore {
  getState(): {
    loginCode: string | null;
    userData: unknown;
    setLoaded: (list: string, loaded: boolean) => void;
  };
  subscribe(listener: (state: { userData: unknown }, previous: { userData: unknown }) => void): () => void;
}

/** What the page around the engine gives it: where the visitor is, and how to send them elsewhere. */
export interface EngineHost {
  /** The address of the page, with its query. */
  currentPath: () => string;
  redirect: (path: string) => void;
}

export interface PortalEngineOptions<Name extends string> {
  queryClient: QueryClient;
  fetchers: Record<Name, FetcherDefinition>;
  store: SessionStore;
  /** Calls the API for one list. */
  load: (name: Name) => Promise<unknown>;
  /**
   * GET /refresh: stores a new token and user data ('ok'); clears both when the API refuses the
   * token ('refused'); keeps them when no usable answer came ('unreachable').
   */
  refreshSession: () => Promise<RefreshOutcome>;
  /** A list came in: the server answers again. */
  onReachable?: () => void;
  /** Whether the logged-in person's team role may read a list; the others are never fetched. */
  mayLoad?: (name: Name) => boolean;
  starterIntervalMs: number;
}

export interface PortalEngine<Name extends string> {
  /** Starts the starter: it checks the session now and every few seconds, and runs the fetchers. */
  start: (host: EngineHost) => void;
  stop: () => void;
  pause: (name: Name) => void;
  resume: (name: Name) => void;
  isPaused: (name: Name) => boolean;
  /** Whether a fetcher is active now: started, user data loaded, not disabled and not paused. */
  isActive: (name: Name) => boolean;
  /**
   * Checks the login now, as a failed fetch does: an API call elsewhere in the portal was refused
   * (401), or forbidden (403) because the team role may have changed.
   */
  checkSession: () => Promise<RefreshOutcome>;
  /** Fetches a list now (a retry, or after a change the list must show). */
  refetch: (name: Name) => Promise<void>;
  queryKey: (name: Name) => readonly ['portal-list', Name];
  /** The query options of a list, for components that read it from the cache. */
  queryOptions: (name: Name) => ReturnType<typeof listQueryOptions<Name>>;
}

export const PORTAL_LOGIN_PATH = '/klantenportaal';

/** Waits between refreshes that got no usable answer: 1 s, 2 s, 4 s ... at most a minute. */
export const refreshBackoffMs = (failures: number): number =>
  failures === 0 ? 0 : Math.min(60_000, 1000 * 2 ** (failures - 1));

const isLoginPage = (path: string) => path.split('?')[0]?.replace(/\/+$/, '') === PORTAL_LOGIN_PATH;

const listQueryOptions = <Name extends string>(
  queryKey: readonly ['portal-list', Name],
  intervalMs: number,
  queryFn: () => Promise<unknown>,
  enabled: boolean,
) => ({
  queryKey,
  queryFn,
  enabled,
  // Fresh until its interval is over: a page that mounts later reads the cache, no second call.
  staleTime: intervalMs,
  refetchInterval: intervalMs,
  // A hidden tab skips its rounds; a list whose interval passed meanwhile is fetched on return.
  refetchIntervalInBackground: false,
  refetchOnWindowFocus: true,
  refetchOnReconnect: true,
  // A failure is handled by the rules of the engine (empty, flag, refresh), not by quick retries.
  retry: false,
});

const isUnauthorized = (error: unknown) => error instanceof ApiRequestError && error.status === 401;

/**
 * The data engine of spec §4 on TanStack Query. Each named list has one QueryObserver that fetches
 * it once when it starts and then on its interval. Observers exist only while the engine runs and
 * user data is loaded; a failed fetch empties its list, clears its loaded flag and tries a token
 * refresh. A refresh the API refuses (401) disables every fetcher and sends the visitor to the
 * login page; a refresh without a usable answer (a network failure, a 503 while the database
 * restarts) keeps the login and is tried again, after a wait that doubles each time.
 */
export const createPortalEngine = <Name extends string>(
  options: PortalEngineOptions<Name>,
): PortalEngine<Name> => {
  const { queryClient, fetchers, store, load, refreshSession, onReachable, starterIntervalMs } = options;
  const mayLoad = options.mayLoad ?? (() => true);
  const names = Object.keys(fetchers) as Name[];
  const paused = new Set<Name>();
  type ListObserver = QueryObserver<unknown, Error, unknown, unknown, readonly ['portal-list', Name]>;
  const observers = new Map<Name, { observer: ListObserver; unsubscribe: () => void }>();
  const singleLane = pLimit(1);
  let host: EngineHost | undefined;
  let running = false;
  let disabled = false;
  let starter: ReturnType<typeof setInterval> | undefined;
  let refreshing: Promise<RefreshOutcome> | undefined;
  let unreachableRefreshes = 0;
  let lastRefreshAt = Number.NEGATIVE_INFINITY;

  const queryKey = (name: Name) => ['portal-list', name] as const;
  const hasUserData = () => store.getState().userData != null;
  const shouldRun = () => running && !disabled && hasUserData();

  const loadOnce = async (name: Name): Promise<unknown> => {
    const token = store.getState().loginCode;
    try {
      return await load(name);
    } catch (error) {
      // A refresh elsewhere may have replaced the token while this call was under way.
      const current = store.getState().loginCode;
      if (isUnauthorized(error) && current && current !== token) return load(name);
      throw error;
    }
  };

  const fetchList = (name: Name): Promise<unknown> => {
    const definition = fetchers[name];
    const run = async () => {
      try {
        const data = await loadOnce(name);
        store.getState().setLoaded(name, true);
        onReachable?.();
        return data;
      } catch (error) {
        if (shouldRun()) queryClient.setQueryData(queryKey(name), definition.empty);
        store.getState().setLoaded(name, false);
        void ensureSession();
        throw error;
      }
    };
    return definition.single ? singleLane(run) : run();
  };

  const observerOptions = (name: Name) =>
    listQueryOptions(queryKey(name), fetchers[name].intervalMs, () => fetchList(name), !paused.has(name));

  const teardown = () => {
    for (const { unsubscribe } of observers.values()) unsubscribe();
    observers.clear();
  };

  /** Every list, and every detail read for the user: none of it is shown to a next login. */
  const clearLists = () => {
    queryClient.removeQueries();
    for (const name of names) store.getState().setLoaded(name, false);
  };

  /** Brings the observers in line with the state: created, updated or torn down. */
  const sync = () => {
    if (!shouldRun()) {
      teardown();
      return;
    }
    for (const name of names) {
      const existing = observers.get(name);
      if (!mayLoad(name)) {
        existing?.unsubscribe();
        observers.delete(name);
        continue;
      }
      if (existing) {
        existing.observer.setOptions(observerOptions(name));
        continue;
      }
      const observer = new QueryObserver(queryClient, observerOptions(name));
      observers.set(name, { observer, unsubscribe: observer.subscribe(() => {}) });
    }
  };

  const ensureSession = (): Promise<RefreshOutcome> => {
    if (refreshing) return refreshing;
    if (Date.now() - lastRefreshAt < refreshBackoffMs(unreachableRefreshes)) {
      return Promise.resolve('unreachable');
    }
    lastRefreshAt = Date.now();
    refreshing = refreshSession()
      .catch((): RefreshOutcome => 'unreachable')
      .then((outcome) => {
        unreachableRefreshes = outcome === 'unreachable' ? unreachableRefreshes + 1 : 0;
        if (outcome === 'refused') {
          disabled = true;
          clearLists();
          sync();
          const current = host?.currentPath();
          if (running && host && current !== undefined && !isLoginPage(current)) {
            host.redirect(portalLoginPath(current));
          }
        }
        return outcome;
      })
      .finally(() => {
        refreshing = undefined;
      });
    return refreshing;
  };

  const check = async () => {
    if (!running) return;
    const { loginCode } = store.getState();
    if (loginCode && !hasUserData() && !disabled) await ensureSession();
    sync();
  };

  // Lives as long as the engine: lists of one user never outlive their session, even when the
  // portal is not on screen while the user logs out.
  store.subscribe((state, previous) => {
    const had = previous.userData != null;
    const has = state.userData != null;
    // Another role for the same person (after a refresh): the lists it may read follow.
    if (had === has) {
      if (has && state.userData !== previous.userData) sync();
      return;
    }
    if (has) disabled = false;
    else clearLists();
    sync();
  });

  return {
    start: (nextHost) => {
      host = nextHost;
      if (running) return;
      running = true;
      starter = setInterval(() => void check(), starterIntervalMs);
      void check();
    },
    stop: () => {
      running = false;
      clearInterval(starter);
      starter = undefined;
      teardown();
    },
    pause: (name) => {
      paused.add(name);
      sync();
    },
    resume: (name) => {
      paused.delete(name);
      sync();
    },
    isPaused: (name) => paused.has(name),
    isActive: (name) => observers.has(name) && !paused.has(name),
    checkSession: () => (disabled ? Promise.resolve('refused' as const) : ensureSession()),
    refetch: async (name) => {
      await observers.get(name)?.observer.refetch();
    },
    queryKey,
    queryOptions: observerOptions,
  };
};
