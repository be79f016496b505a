export const publicSearchIndexes = ['pages', 'knowledge_base_articles', 'sites'] as const;

export const privateSearchIndexes = ['domains', 'user_stories', 'portal_pages'] as const;

/** The indexes a customer's search asks: the public ones and the customer's own. */
export const searchIndexes = [...publicSearchIndexes, ...privateSearchIndexes] as const;

/**
 * The back office's own indexes, of every customer: found only through the staff search
 * (`POST /staff/search`), never by a customer, a visitor or an API key.
 */
export const staffSearchIndexes = [
  'staff_customers',
  'staff_people',
  'staff_invoices',
  'staff_servers',
] as const;

/** Every index the engine keeps. */
export const allSearchIndexes = [...searchIndexes, ...staffSearchIndexes] as const;

export type PublicSearchIndex = (typeof publicSearchIndexes)[number];

export type StaffSearchIndex = (typeof staffSearchIndexes)[number];

export type SearchIndex = (typeof allSearchIndexes)[number];

/** Meilisearch's bound on how many hits a search can reach (`pagination.maxTotalHits`). */
export const SEARCH_MAX_TOTAL_HITS = 1000;

/**
 * How many hits a search gives per index, for a visitor on the public index and for a logged-in
 * customer alike (spec §9 for pages and knowledge base).
 */
export const searchLimits: Record<SearchIndex, number> = {
  pages: 3,
  knowledge_base_articles: 5,
  sites: 3,
  domains: 5,
  user_stories: 5,
  portal_pages: 3,
  staff_customers: 5,
  staff_people: 5,
  staff_invoices: 5,
  staff_servers: 5,
};

/** How hits are highlighted and cropped, the same for a visitor and a logged-in customer (spec §7). */
export const searchFormatting = {
  attributesToHighlight: ['*'],
  highlightPreTag: '<strong>',
  highlightPostTag: '</strong>',
  attributesToCrop: ['title', 'description', 'content'],
  cropLength: 16,
  cropMarker: '…',
} as const;

/** Knowledge base articles come newest first (spec §7); the other indexes by relevance. */
export const searchSort: Partial<Record<SearchIndex, readonly string[]>> = {
  knowledge_base_articles: ['updated_at:desc'],
};

/**
 * The visitor's three queries of spec §7 on the public index (pages, knowledge base newest first,
 * sites), highlighted and cropped as every search is: what the site sends and the bench measures.
 */
export const publicSearchQueries = (q: string) =>
  publicSearchIndexes.map((indexUid) => ({
    indexUid,
    q,
    limit: searchLimits[indexUid],
    ...(searchSort[indexUid] && { sort: [...searchSort[indexUid]] }),
    ...searchFormatting,
    attributesToHighlight: [...searchFormatting.attributesToHighlight],
    attributesToCrop: [...searchFormatting.attributesToCrop],
  }));

/**
 * What a search may filter on and count facets of, per public index (Meilisearch's
 * `filterableAttributes`): the knowledge base by its category. The other indexes have none.
 */
export const searchFilterableAttributes: Record<PublicSearchIndex, readonly string[]> = {
  pages: [],
  knowledge_base_articles: ['knowledge_base_category.slug', 'knowledge_base_category.title'],
  sites: [],
};

/** Meilisearch's matching strategies: which documents match when not all query words are found. */
export const searchMatchingStrategies = ['last', 'all', 'frequency'] as const;

/** The Meilisearch version whose search protocol the API speaks (GET /version). */
export const MEILISEARCH_PROTOCOL_VERSION = '1.15.0';
