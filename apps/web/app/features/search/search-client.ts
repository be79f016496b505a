import { ApiRequestError, apiRoutes, type SearchResult } from '@maatwerk/contract';
import { publicSearchQueries } from '@maatwerk/contract/constants';
import { Meilisearch } from 'meilisearch';
import { api } from '~/lib/api-client.ts';
import { clientStore } from '~/lib/client-store.ts';
import { publicConfig } from '~/lib/public-config.ts';

let client: Meilisearch | undefined;

/** The three queries of spec §7, through the official client, on the public search key. */
const searchPublic = async (q: string, signal: AbortSignal): Promise<SearchResult[]> => {
  const config = publicConfig();
  client ??= new Meilisearch({ host: config.searchUrl, apiKey: config.searchKey });
  const { results } = await client.multiSearch(
    {
      queries: publicSearchQueries(q),
    },
    { signal },
  );
  return results as unknown as SearchResult[];
};

/**
 * Searches as the visitor is: a logged-in customer through the API (own domains, orders and the
 * portal pages too), anyone else on the public index. An expired login falls back to the latter.
 * The signal cancels a search that a later one overtook, whichever way it goes.
 */
export const search = async (q: string, signal: AbortSignal): Promise<SearchResult[]> => {
  if (clientStore.getState().loginCode) {
    try {
      return (await api(apiRoutes.frontendSearch, { body: { q }, signal })).results;
    } catch (error) {
      if (!(error instanceof ApiRequestError && error.status === 401)) throw error;
    }
  }
  return searchPublic(q, signal);
};
