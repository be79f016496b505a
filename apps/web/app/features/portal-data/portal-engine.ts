import { ApiRequestError } from '@maatwerk/contract';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { markServerReachable, refreshSession } from '~/features/auth/index.ts';
import { api } from '~/lib/api-client.ts';
import { clientStore } from '~/lib/client-store.ts';
import { createPortalEngine, type PortalEngine } from './engine.ts';
import { type PortalListName, portalFetchers, STARTER_INTERVAL_MS } from './fetchers.ts';

let instance: { queryClient: QueryClient; engine: PortalEngine<PortalListName> } | undefined;

/** The one engine and query cache of the browser tab, made when the portal first needs them. */
export const portalData = () => {
  if (!instance) {
    // Any call of the portal that the API refuses (401), or forbids (403: the team role may have
    // changed), has the engine check the login, as a failed list does.
    const onError = (error: unknown) => {
      if (error instanceof ApiRequestError && (error.status === 401 || error.status === 403)) {
        void instance?.engine.checkSession();
      }
    };
    const queryClient = new QueryClient({
      queryCache: new QueryCache({ onError }),
      mutationCache: new MutationCache({ onError }),
      defaultOptions: {
        // One quiet retry for a detail page or a change; the named lists set their own rules.
        queries: { retry: 1, refetchOnWindowFocus: false },
        mutations: { retry: false },
      },
    });
    const engine = createPortalEngine({
      queryClient,
      fetchers: portalFetchers,
      store: clientStore,
      load: (name) => api(portalFetchers[name].route, {}),
      refreshSession,
      onReachable: markServerReachable,
      mayLoad: (name) => {
        const role = clientStore.getState().userData?.team_role;
        return role !== undefined && portalFetchers[name].route.teamRoles.includes(role);
      },
      starterIntervalMs: STARTER_INTERVAL_MS,
    });
    instance = { queryClient, engine };
  }
  return instance;
};
