import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useClientStore } from '~/lib/client-store.ts';
import type { PortalListData, PortalListName } from './fetchers.ts';
import { portalFetchers } from './fetchers.ts';
import { portalData } from './portal-engine.ts';

export type PortalListState = 'loading' | 'ready' | 'error';

export interface PortalList<N extends PortalListName> {
  /** The list; its empty shape while loading and after a failed fetch. */
  data: PortalListData<N>;
  state: PortalListState;
  error: unknown;
  /** A fetch is under way (the first, a round of the interval or a retry). */
  isFetching: boolean;
  /** When the list was last loaded (ms since epoch), 0 if never. */
  updatedAt: number;
  /** Fetches the list now. */
  retry: () => Promise<void>;
}

/**
 * One named list of the portal, e.g. `usePortalList('domains')`. The engine does the fetching; this
 * only reads its cache, so any number of components can show a list without extra calls.
 */
export const usePortalList = <N extends PortalListName>(name: N): PortalList<N> => {
  const { engine } = portalData();
  const query = useQuery({ ...engine.queryOptions(name), enabled: false });
  const retry = useCallback(() => engine.refetch(name), [engine, name]);
  const state: PortalListState =
    query.status === 'error' ? 'error' : query.data !== undefined ? 'ready' : 'loading';
  return {
    data: (query.data ?? portalFetchers[name].empty) as PortalListData<N>,
    state,
    error: query.error,
    isFetching: query.isFetching,
    updatedAt: query.dataUpdatedAt,
    retry,
  };
};

/** Pause, resume and refetch the named fetchers, e.g. refetch 'orders' after creating one. */
export const usePortalFetchers = () => {
  const { engine } = portalData();
  return {
    pause: engine.pause,
    resume: engine.resume,
    isPaused: engine.isPaused,
    refetch: engine.refetch,
  };
};

/**
 * Whether the logged-in person's team role may read a list: the dashboard leaves out the cards of
 * the others, as the engine leaves out their fetches. Unknown role (no user data yet): shown.
 */
export const useMayReadList = (name: PortalListName): boolean => {
  const role = useClientStore((state) => state.userData?.team_role);
  return role === undefined || portalFetchers[name].route.teamRoles.includes(role);
};
