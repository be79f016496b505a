import { ApiRequestError, apiRoutes, type SearchResult } from '@maatwerk/contract';
import { searchFormatting, searchLimits, searchSort } from '@maatwerk/contract/constants';
import { Meilisearch } from 'meilisearch';
import { api } from '~/lib/api-client.ts';
import { clientStore } from '~/lib/client-store.ts';
import { publicConfig } from '~/lib/public-config.ts';

/** The highlight and crop the site asks of the public index: the same as the logged-in search's. */
const formatting = {
  ...searchFormatting,
  attributesToHighlight: [...searchFormatting.attributesToHighlight],
  attributesToCrop: [...searchFormatting.attributesToCrop],
};

let client: Meilisearch | undefined;

/** The three queries of spec §7, through the official client, on the public search key. */
const searchPublic = async (q: string, signal: AbortSignal): Promise<SearchResult[]> => {
  const config = publicConfig();
  client ??= new Meilisearch({ host: config.searchUrl, apiKey: config.searchKey });
  const { results } = await client.multiSearch(
    {
      queries: [
        { indexUid: 'pages', q, limit: searchLimits.pages, ...formatting },
        {
          indexUid: 'knowledge_base_articles',
          q,
          limit: searchLimits.knowledge_base_articles,
          sort: [...(searchSort.knowledge_base_articles ?? [])],
          ...formatting,
        },
        { indexUid: 'sites', q, limit: searchLimits.sites, ...formatting },
      ],
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
