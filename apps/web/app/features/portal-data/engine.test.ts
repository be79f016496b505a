// @vitest-environment happy-dom
import { ApiRequestError } from '@maatwerk/contract';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { RefreshOutcome } from '~/features/auth/index.ts';
import {
  createPortalEngine,
  type EngineHost,
  type PortalEngine,
  type PortalEngineOptions,
} from './engine.ts';
import { type PortalListName, portalFetchers, portalListNames, STARTER_INTERVAL_MS } from './fetchers.ts';

interface TestState {
  loginCode: string | null;
  userData: { first_name: string } | null;
  loaded: Record<string, boolean>;
  setLoaded: (list: string, loaded: boolean) => void;
}

const user = { first_name: 'Jan' };

const deferred = <T>() => {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

/** Lets resolved promises and TanStack's zero-delay notifications run. */
const settle = () => vi.advanceTimersByTimeAsync(1);

describe('the portal data engine', () => {
  let store: StoreApi<TestState>;
  let queryClient: QueryClient;
  let load: ReturnType<typeof vi.fn<(name: PortalListName) => Promise<unknown>>>;
  let refreshSession: ReturnType<typeof vi.fn<() => Promise<RefreshOutcome>>>;
  let host: EngineHost & { path: string; redirect: ReturnType<typeof vi.fn> };
  let engine: PortalEngine<PortalListName>;

  const calls = (name: PortalListName) => load.mock.calls.filter(([called]) => called === name).length;
  const listOf = (name: PortalListName) => queryClient.getQueryData(engine.queryKey(name));
  /** The engine on this test's client, store, loader and refresh, with the options a test adds. */
  const engineWith = (options: Pick<PortalEngineOptions<PortalListName>, 'mayLoad' | 'onReachable'> = {}) =>
    createPortalEngine({
      queryClient,
      fetchers: portalFetchers,
      store,
      load,
      refreshSession,
      starterIntervalMs: STARTER_INTERVAL_MS,
      ...options,
    });

  beforeEach(() => {
    vi.useFakeTimers();
    store = createStore<TestState>()((set) => ({
      loginCode: 'token-1',
      userData: user,
      loaded: {},
      setLoaded: (list, loaded) => set((state) => ({ loaded: { ...state.loaded, [list]: loaded } })),
    }));
    queryClient = new QueryClient();
    load = vi.fn(async (name: PortalListName) => [{ list: name }]);
    refreshSession = vi.fn(async () => {
      store.setState({ loginCode: 'token-2', userData: user });
      return 'ok' as const;
    });
    host = {
      path: '/klantenportaal/dashboard',
      currentPath: () => host.path,
      redirect: vi.fn((path: string) => {
        host.path = path;
      }),
    };
    engine = engineWith();
  });

  afterEach(() => {
    engine.stop();
    queryClient.clear();
    vi.useRealTimers();
  });

  it('fetches only the lists the team role may read, and follows a new role', async () => {
    engine.stop();
    let role = 'financieel';
    const allowed = (name: PortalListName) =>
      (portalFetchers[name].route.teamRoles as readonly string[]).includes(role);
    engine = engineWith({ mayLoad: allowed });
    engine.start(host);
    await settle();
    expect(calls('invoices')).toBe(1);
    expect(calls('domains')).toBe(0);
    expect(calls('orders')).toBe(0);
    role = 'technisch';
    store.setState({ userData: { first_name: 'Jan' } });
    await settle();
    expect(calls('domains')).toBe(1);
    expect(engine.isActive('invoices')).toBe(false);
  });

  it('runs every fetcher once at start, then each on its own interval', async () => {
    engine.start(host);
    await settle();
    for (const name of portalListNames) expect(calls(name)).toBe(1);
    expect(store.getState().loaded).toMatchObject({ orders: true, invoices: true, proForma: true });
    expect(listOf('domains')).toEqual([{ list: 'domains' }]);

    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls('orders')).toBe(2);
    expect(calls('reservations')).toBe(2);
    expect(calls('invoices')).toBe(1);

    await vi.advanceTimersByTimeAsync(240_000); // 300 s in all
    expect(calls('orders')).toBe(6);
    expect(calls('invoices')).toBe(2);
    expect(calls('domains')).toBe(1);

    await vi.advanceTimersByTimeAsync(300_000); // 600 s in all
    expect(calls('domains')).toBe(2);
    expect(calls('invoices')).toBe(3);
    expect(calls('servers')).toBe(1);
    expect(calls('hostingPackages')).toBe(1);
    expect(calls('proForma')).toBe(1);
  });

  it('runs nothing without a token, and starts within 5 s once a session appears', async () => {
    store.setState({ loginCode: null, userData: null });
    engine.start(host);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(load).not.toHaveBeenCalled();
    expect(refreshSession).not.toHaveBeenCalled();

    // A token without user data (a reload after logging in): the starter refreshes first.
    store.setState({ loginCode: 'token-1' });
    expect(refreshSession).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(STARTER_INTERVAL_MS);
    expect(refreshSession).toHaveBeenCalledTimes(1);
    for (const name of portalListNames) expect(calls(name)).toBe(1);
    expect(host.redirect).not.toHaveBeenCalled();
  });

  it('refreshes first when a token exists without user data', async () => {
    store.setState({ userData: null });
    const refresh = deferred<RefreshOutcome>();
    refreshSession.mockImplementationOnce(() => refresh.promise);
    engine.start(host);
    await settle();
    expect(refreshSession).toHaveBeenCalledTimes(1);
    expect(load).not.toHaveBeenCalled();

    store.setState({ loginCode: 'token-2', userData: user });
    refresh.resolve('ok');
    await settle();
    for (const name of portalListNames) expect(calls(name)).toBe(1);
  });

  it('disables every fetcher and goes to /klantenportaal when the API refuses that refresh', async () => {
    store.setState({ userData: null });
    refreshSession.mockImplementation(async () => {
      store.setState({ loginCode: null, userData: null });
      return 'refused' as const;
    });
    engine.start(host);
    await settle();
    expect(host.redirect).toHaveBeenCalledWith('/klantenportaal?terug=%2Fklantenportaal%2Fdashboard');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(load).not.toHaveBeenCalled();
    for (const name of portalListNames) expect(engine.isActive(name)).toBe(false);
  });

  it('does not send the visitor away when already on /klantenportaal', async () => {
    store.setState({ userData: null });
    refreshSession.mockResolvedValue('refused');
    host.path = '/klantenportaal';
    engine.start(host);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(host.redirect).not.toHaveBeenCalled();
    // Disabled: the starter does not keep hammering /refresh with the same token.
    expect(refreshSession).toHaveBeenCalledTimes(1);
    expect(load).not.toHaveBeenCalled();
  });

  it('stops every fetcher and forgets the lists when user data is no longer loaded', async () => {
    engine.start(host);
    await settle();
    expect(listOf('orders')).toEqual([{ list: 'orders' }]);

    store.setState({ loginCode: null, userData: null });
    await vi.advanceTimersByTimeAsync(600_000);
    for (const name of portalListNames) expect(calls(name)).toBe(1);
    expect(listOf('orders')).toBeUndefined();
    expect(store.getState().loaded.orders).toBe(false);

    // A new login starts them again, once each.
    store.setState({ loginCode: 'token-9', userData: user });
    await settle();
    for (const name of portalListNames) expect(calls(name)).toBe(2);
  });

  it('pauses and resumes a fetcher by name', async () => {
    engine.start(host);
    await settle();
    engine.pause('orders');
    expect(engine.isPaused('orders')).toBe(true);
    await vi.advanceTimersByTimeAsync(180_000);
    expect(calls('orders')).toBe(1);
    expect(calls('reservations')).toBe(4);

    engine.resume('orders');
    await settle();
    // Its interval passed while paused, so it fetches at once and keeps its rhythm after.
    expect(calls('orders')).toBe(2);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls('orders')).toBe(3);
  });

  it('runs only one fetcher marked single at a time', async () => {
    const proForma = deferred<unknown>();
    load.mockImplementation(async (name) => (name === 'proForma' ? proForma.promise : [{ list: name }]));
    engine.start(host);
    await settle();
    expect(calls('proForma')).toBe(1);
    expect(calls('invoices')).toBe(0);
    expect(calls('orders')).toBe(1);

    proForma.resolve([]);
    await settle();
    expect(calls('invoices')).toBe(1);
  });

  it('empties a failed list, clears its loaded flag and tries a token refresh', async () => {
    engine.start(host);
    await settle();
    expect(listOf('orders')).toEqual([{ list: 'orders' }]);
    expect(refreshSession).not.toHaveBeenCalled();

    load.mockImplementation(async (name) => {
      if (name === 'orders') throw new ApiRequestError(500, undefined);
      return [{ list: name }];
    });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(listOf('orders')).toEqual([]);
    expect(queryClient.getQueryState(engine.queryKey('orders'))?.status).toBe('error');
    expect(store.getState().loaded.orders).toBe(false);
    expect(refreshSession).toHaveBeenCalledTimes(1);
    // The other lists keep what they have.
    expect(listOf('reservations')).toEqual([{ list: 'reservations' }]);
    expect(store.getState().loaded.reservations).toBe(true);

    // A retry that succeeds fills the list again.
    load.mockImplementation(async (name) => [{ list: name, again: true }]);
    await engine.refetch('orders');
    expect(listOf('orders')).toEqual([{ list: 'orders', again: true }]);
    expect(store.getState().loaded.orders).toBe(true);
  });

  it('empties an invoices list to its empty shape', async () => {
    load.mockImplementation(async (name) => {
      if (name === 'invoices') throw new Error('network down');
      return [];
    });
    engine.start(host);
    await settle();
    expect(listOf('invoices')).toEqual({ saved: [], sent: [], subscriptions: [] });
  });

  it('tries once more with the new token when a refresh replaced it during a call', async () => {
    engine.start(host);
    await settle();
    load.mockImplementationOnce(async () => {
      store.setState({ loginCode: 'token-2' });
      throw new ApiRequestError(401, undefined);
    });
    await engine.refetch('domains');
    expect(calls('domains')).toBe(3);
    expect(store.getState().loaded.domains).toBe(true);
    expect(refreshSession).not.toHaveBeenCalled();
  });

  it('sends the visitor to /klantenportaal when a failed fetch is followed by a refused refresh', async () => {
    engine.start(host);
    await settle();
    load.mockRejectedValue(new ApiRequestError(401, undefined));
    refreshSession.mockImplementation(async () => {
      store.setState({ loginCode: null, userData: null });
      return 'refused' as const;
    });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(refreshSession).toHaveBeenCalledTimes(1);
    expect(host.redirect).toHaveBeenCalledWith('/klantenportaal?terug=%2Fklantenportaal%2Fdashboard');
    for (const name of portalListNames) expect(engine.isActive(name)).toBe(false);
  });

  it('on a refused call elsewhere (checkSession) forgets every list and detail and goes to the login with the way back', async () => {
    engine.start(host);
    await settle();
    host.path = '/klantenportaal/facturen?status=open';
    queryClient.setQueryData(['user-story', 7], { id: 7, title: 'Van de vorige login' });
    refreshSession.mockImplementation(async () => {
      store.setState({ loginCode: null, userData: null });
      return 'refused' as const;
    });
    expect(await engine.checkSession()).toBe('refused');
    expect(host.redirect).toHaveBeenCalledWith(
      '/klantenportaal?terug=%2Fklantenportaal%2Ffacturen%3Fstatus%3Dopen',
    );
    expect(queryClient.getQueryData(['user-story', 7])).toBeUndefined();
    expect(listOf('invoices')).toBeUndefined();
    for (const name of portalListNames) expect(engine.isActive(name)).toBe(false);
  });

  it('keeps the login when a refresh gets no usable answer, and tries again with growing waits', async () => {
    store.setState({ userData: null });
    refreshSession.mockResolvedValue('unreachable');
    engine.start(host);
    await settle();
    expect(refreshSession).toHaveBeenCalledTimes(1);
    expect(host.redirect).not.toHaveBeenCalled();
    expect(store.getState().loginCode).toBe('token-1');
    // The starter looks every 5 s; the waits double (1, 2, 4, 8, 16, 32 s): not every look refreshes.
    await vi.advanceTimersByTimeAsync(120_000);
    const tries = refreshSession.mock.calls.length;
    expect(tries).toBeGreaterThan(3);
    expect(tries).toBeLessThan(120_000 / STARTER_INTERVAL_MS);
    expect(host.redirect).not.toHaveBeenCalled();

    // The server answers again: the lists start without a new login.
    refreshSession.mockImplementation(async () => {
      store.setState({ loginCode: 'token-2', userData: user });
      return 'ok';
    });
    await vi.advanceTimersByTimeAsync(65_000);
    for (const name of portalListNames) expect(calls(name)).toBeGreaterThanOrEqual(1);
    expect(host.redirect).not.toHaveBeenCalled();
  });

  it('keeps the lists running when a failed fetch is followed by a refresh without an answer', async () => {
    const reachable = vi.fn();
    engine.stop();
    engine = engineWith({ onReachable: reachable });
    engine.start(host);
    await settle();
    expect(reachable).toHaveBeenCalled();
    load.mockRejectedValue(new ApiRequestError(503, undefined));
    refreshSession.mockResolvedValue('unreachable');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(refreshSession).toHaveBeenCalled();
    expect(host.redirect).not.toHaveBeenCalled();
    for (const name of portalListNames) expect(engine.isActive(name)).toBe(true);
    expect(store.getState().loginCode).toBe('token-1');
  });
});
