import { z } from 'zod';
import { searchMatchingStrategies } from './constants/search.ts';
import { defineRoute } from './route.ts';

/**
 * Meilisearch's search protocol, for what its public search key may do, so that the official
 * `meilisearch` client talks to this API as to a real Meilisearch (docs/decisions/0048):
 * `POST /multi-search`, `POST` and `GET /indexes/{indexUid}/search` and `GET /version`, with the
 * public search key (Bearer) on the public indexes only. Errors have Meilisearch's shape
 * ({ message, code, type, link }): 401 `missing_authorization_header`, 403 `invalid_api_key`,
 * 404 `index_not_found`, 400 `bad_request` / `missing_index_uid` / `invalid_search_*`.
 */

const attributeList = z.array(z.string().min(1).max(100)).max(20);
const filterText = z.string().max(2000);

/** The search parameters a query may carry, as Meilisearch names them. */
const searchParameters = {
  q: z.string().max(500).nullish(),
  limit: z.number().int().min(0).max(1000).default(20),
  offset: z.number().int().min(0).max(10_000).default(0),
  /** With `page` or `hitsPerPage` the answer counts pages (`totalHits`, `totalPages`) instead. */
  hitsPerPage: z.number().int().min(0).max(1000).nullish(),
  page: z.number().int().min(0).max(10_000).nullish(),
  /** e.g. ['updated_at:desc'] */
  sort: z.array(z.string().min(1).max(100)).max(5).nullish(),
  /** The attributes each hit carries (all when left out or with '*'). */
  attributesToRetrieve: attributeList.nullish(),
  /** Searches only these of the index's searchable attributes. */
  attributesToSearchOn: attributeList.nullish(),
  /** Meilisearch's filter expression, or an array of them (outer AND, inner OR). */
  filter: z
    .union([filterText, z.array(z.union([filterText, z.array(filterText).max(20)])).max(20)])
    .nullish(),
  /** Filterable attributes whose values are counted over every match (`facetDistribution`). */
  facets: attributeList.nullish(),
  attributesToHighlight: attributeList.nullish(),
  highlightPreTag: z.string().max(100).default('<em>'),
  highlightPostTag: z.string().max(100).default('</em>'),
  /** Attribute names, each optionally with its own length: 'content:20'. */
  attributesToCrop: attributeList.nullish(),
  cropLength: z.number().int().min(1).max(1000).default(10),
  cropMarker: z.string().max(100).default('…'),
  /** Adds `_rankingScore` (0 to 1) to every hit. */
  showRankingScore: z.boolean().default(false),
  matchingStrategy: z.enum(searchMatchingStrategies).default('last'),
};

/** The body of `POST /indexes/{indexUid}/search`. */
export const IndexSearchRequest = z.strictObject(searchParameters).meta({ id: 'IndexSearchRequest' });
export type IndexSearchRequest = z.infer<typeof IndexSearchRequest>;

export const MultiSearchQuery = z
  .strictObject({ indexUid: z.string().min(1).max(100), ...searchParameters })
  .meta({ id: 'MultiSearchQuery' });
export type MultiSearchQuery = z.infer<typeof MultiSearchQuery>;
export type MultiSearchQueryInput = z.input<typeof MultiSearchQuery>;

export const MultiSearchRequest = z
  .strictObject({ queries: z.array(MultiSearchQuery).max(10) })
  .meta({ id: 'MultiSearchRequest' });
export type MultiSearchRequest = z.infer<typeof MultiSearchRequest>;

const listed = z.string().max(2000).optional();
const text = z.string().max(2000).optional();

/**
 * `GET /indexes/{indexUid}/search` carries the same parameters in the query string: lists as
 * comma-separated names, numbers and booleans as text, `filter` as one expression.
 */
export const IndexSearchQueryString = z.strictObject({
  q: text,
  limit: text,
  offset: text,
  hitsPerPage: text,
  page: text,
  sort: listed,
  attributesToRetrieve: listed,
  attributesToSearchOn: listed,
  filter: text,
  facets: listed,
  attributesToHighlight: listed,
  highlightPreTag: text,
  highlightPostTag: text,
  attributesToCrop: listed,
  cropLength: text,
  cropMarker: text,
  showRankingScore: text,
  matchingStrategy: text,
});
export type IndexSearchQueryString = z.infer<typeof IndexSearchQueryString>;

const listFields = new Set([
  'sort',
  'attributesToRetrieve',
  'attributesToSearchOn',
  'facets',
  'attributesToHighlight',
  'attributesToCrop',
]);
const numberFields = new Set(['limit', 'offset', 'hitsPerPage', 'page', 'cropLength']);

/**
 * The query string of a GET search as the body of a POST one, so that both are judged by one
 * schema: a number or boolean that is not one stays text, and the schema names the parameter.
 */
export const searchQueryStringToBody = (query: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(query).map(([name, value]) => {
      if (typeof value !== 'string') return [name, value];
      if (listFields.has(name)) return [name, value.split(',').map((item) => item.trim())];
      if (numberFields.has(name) && /^\d{1,9}$/.test(value)) return [name, Number(value)];
      if (name === 'showRankingScore' && (value === 'true' || value === 'false'))
        return [name, value === 'true'];
      return [name, value];
    }),
  );

/** A hit as Meilisearch gives it: the retrieved attributes, `_formatted` and `_rankingScore` when asked for. */
export const MeiliSearchHit = z.record(z.string(), z.unknown()).meta({ id: 'MeiliSearchHit' });

/** One index's answer: by `limit`/`offset`, or by page when `page` or `hitsPerPage` was sent. */
export const IndexSearchResponse = z
  .object({
    hits: z.array(MeiliSearchHit),
    query: z.string(),
    processingTimeMs: z.number().int(),
    limit: z.number().int().optional(),
    offset: z.number().int().optional(),
    estimatedTotalHits: z.number().int().optional(),
    hitsPerPage: z.number().int().optional(),
    page: z.number().int().optional(),
    totalPages: z.number().int().optional(),
    totalHits: z.number().int().optional(),
    /** Per asked-for facet, how many matches have each value. */
    facetDistribution: z.record(z.string(), z.record(z.string(), z.number().int())).optional(),
    /** Per asked-for facet with numbers, their smallest and largest value. */
    facetStats: z.record(z.string(), z.object({ min: z.number(), max: z.number() })).optional(),
  })
  .meta({ id: 'IndexSearchResponse' });
export type IndexSearchResponse = z.infer<typeof IndexSearchResponse>;

export const MultiSearchResult = IndexSearchResponse.extend({ indexUid: z.string() }).meta({
  id: 'MultiSearchResult',
});
export type MultiSearchResult = z.infer<typeof MultiSearchResult>;

export const MultiSearchResponse = z
  .object({ results: z.array(MultiSearchResult) })
  .meta({ id: 'MultiSearchResponse' });
export type MultiSearchResponse = z.infer<typeof MultiSearchResponse>;

export const IndexSearchParams = z.object({ indexUid: z.string().max(100) });

export const MeiliVersionResponse = z
  .object({ pkgVersion: z.string(), commitSha: z.string(), commitDate: z.string() })
  .meta({ id: 'MeiliVersion' });
export type MeiliVersionResponse = z.infer<typeof MeiliVersionResponse>;

export const meiliErrorTypes = ['invalid_request', 'internal', 'auth', 'system'] as const;

/** Meilisearch's error object: the only error shape of its protocol's routes. */
export const MeiliErrorBody = z
  .object({
    message: z.string(),
    code: z.string(),
    type: z.enum(meiliErrorTypes),
    link: z.string(),
  })
  .meta({ id: 'MeiliError' });
export type MeiliErrorBody = z.infer<typeof MeiliErrorBody>;

/** Registered by hand in the API (Meilisearch's errors, not ApiError); described here for the site and the document. */
export const meiliSearchRoutes = {
  multiSearch: defineRoute({
    method: 'POST',
    path: '/multi-search',
    auth: 'search-key',
    tag: 'search',
    summary: 'Search the public indexes (Meilisearch multi-search protocol)',
    body: MultiSearchRequest,
    response: MultiSearchResponse,
  }),
  indexSearch: defineRoute({
    method: 'POST',
    path: '/indexes/:indexUid/search',
    auth: 'search-key',
    tag: 'search',
    summary: 'Search one public index (Meilisearch protocol)',
    params: IndexSearchParams,
    body: IndexSearchRequest,
    response: IndexSearchResponse,
  }),
  indexSearchGet: defineRoute({
    method: 'GET',
    path: '/indexes/:indexUid/search',
    auth: 'search-key',
    tag: 'search',
    summary: 'Search one public index with the parameters in the query string (Meilisearch protocol)',
    params: IndexSearchParams,
    query: IndexSearchQueryString,
    response: IndexSearchResponse,
  }),
  meiliVersion: defineRoute({
    method: 'GET',
    path: '/version',
    auth: 'search-key',
    tag: 'search',
    summary: 'The Meilisearch version whose search protocol the API speaks',
    response: MeiliVersionResponse,
  }),
};
