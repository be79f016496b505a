import {
  allSearchIndexes,
  type MultiSearchQuery,
  SEARCH_MAX_TOTAL_HITS,
  type SearchIndex,
  type SearchResult,
  searchFilterableAttributes,
} from '@maatwerk/contract';
import { indexDefinitions } from './documents.ts';
import { type Filter, type FilterInput, parseFilter } from './filter.ts';
import { parseCropAttributes } from './format.ts';
import { MeiliError } from './meili-error.ts';

/** An index's answer; with `facetDistribution` when facets were asked for. */
export type EngineResult = SearchResult & { facetDistribution?: Record<string, Record<string, number>> };

/** A query that was checked against its index: what every engine gets. */
export interface EngineQuery {
  indexUid: SearchIndex;
  q: string;
  limit: number;
  offset: number;
  sort: { attribute: string; direction: 'asc' | 'desc' }[];
  attributesToRetrieve: string[] | null;
  attributesToHighlight: string[];
  attributesToCrop: Map<string, number>;
  highlightPreTag: string;
  highlightPostTag: string;
  cropMarker: string;
  /** Bits of the searchable attributes searched (by their place), or null for all of them. */
  searchOn: number | null;
  filter: Filter | null;
  /** The filter as sent, for a real Meilisearch. */
  filterInput: FilterInput | null;
  facets: string[];
  showRankingScore: boolean;
  matchingStrategy: MultiSearchQuery['matchingStrategy'];
  /** Set when the caller counts by page: the answer then gives pages instead of limit and offset. */
  pages: { page: number; hitsPerPage: number } | null;
  /** The query as the caller sent it (for the answer). */
  original: MultiSearchQuery;
}

/** The filterable attributes of an index (Meilisearch's `filterableAttributes`). */
export const filterableAttributesOf = (index: SearchIndex): readonly string[] =>
  (searchFilterableAttributes as Partial<Record<SearchIndex, readonly string[]>>)[index] ?? [];

const names = (list: readonly string[]) => list.map((name) => `\`${name}\``).join(', ') || 'geen';

const isIndex = (uid: string): uid is SearchIndex => (allSearchIndexes as readonly string[]).includes(uid);

/**
 * Checks a query as Meilisearch would: the index must exist and be allowed, the sort must name a
 * sortable attribute. `position` names the query in messages, as Meilisearch does.
 */
export const checkQuery = (
  query: MultiSearchQuery,
  position: number,
  allowed: readonly SearchIndex[],
): EngineQuery => {
  const where = `In \`.queries[${position}]\`:`;
  if (!isIndex(query.indexUid) || !allowed.includes(query.indexUid)) {
    if (!isIndex(query.indexUid))
      throw new MeiliError(404, 'index_not_found', `${where} index \`${query.indexUid}\` bestaat niet.`);
    throw new MeiliError(
      403,
      'invalid_api_key',
      `${where} deze sleutel geeft geen toegang tot index \`${query.indexUid}\`.`,
      'auth',
    );
  }
  const definition = indexDefinitions[query.indexUid];
  const sort = (query.sort ?? []).map((entry) => {
    const match = /^([A-Za-z0-9_.]+):(asc|desc)$/.exec(entry.trim());
    if (!match) {
      throw new MeiliError(
        400,
        'invalid_search_sort',
        `${where} sorteren gaat als \`veld:asc\` of \`veld:desc\`, niet \`${entry}\`.`,
      );
    }
    const [, attribute, direction] = match as unknown as [string, string, 'asc' | 'desc'];
    if (!definition.sortableAttributes.includes(attribute)) {
      const available = definition.sortableAttributes.map((name) => `\`${name}\``).join(', ') || 'geen';
      throw new MeiliError(
        400,
        'invalid_search_sort',
        `${where} op \`${attribute}\` kan niet gesorteerd worden. Sorteerbaar: ${available}.`,
      );
    }
    return { attribute, direction };
  });
  const searchable = definition.searchableAttributes;
  let searchOn: number | null = null;
  if (query.attributesToSearchOn && !query.attributesToSearchOn.includes('*')) {
    searchOn = 0;
    for (const attribute of query.attributesToSearchOn) {
      const place = searchable.indexOf(attribute);
      if (place < 0) {
        throw new MeiliError(
          400,
          'invalid_search_attributes_to_search_on',
          `${where} in \`${attribute}\` kan niet gezocht worden. Doorzoekbaar: ${names(searchable)}.`,
        );
      }
      searchOn |= 1 << place;
    }
  }
  const filterable = filterableAttributesOf(query.indexUid);
  const facets = (query.facets ?? []).flatMap((facet) => (facet === '*' ? [...filterable] : [facet]));
  for (const facet of facets) {
    if (!filterable.includes(facet)) {
      throw new MeiliError(
        400,
        'invalid_search_facets',
        `${where} van \`${facet}\` kunnen geen facetten geteld worden. Filterbaar: ${names(filterable)}.`,
      );
    }
  }
  const pages =
    query.page != null || query.hitsPerPage != null
      ? { page: query.page ?? 1, hitsPerPage: query.hitsPerPage ?? 20 }
      : null;
  const wantedOffset = pages ? Math.max(0, pages.page - 1) * pages.hitsPerPage : query.offset;
  const wantedLimit = pages ? (pages.page === 0 ? 0 : pages.hitsPerPage) : query.limit;
  const offset = Math.min(wantedOffset, SEARCH_MAX_TOTAL_HITS);
  return {
    indexUid: query.indexUid,
    q: query.q ?? '',
    offset,
    limit: Math.max(0, Math.min(wantedLimit, SEARCH_MAX_TOTAL_HITS - offset)),
    sort,
    searchOn,
    filter: query.filter ? parseFilter(query.filter, filterable) : null,
    filterInput: query.filter ?? null,
    facets: [...new Set(facets)],
    showRankingScore: query.showRankingScore,
    matchingStrategy: query.matchingStrategy,
    pages,
    attributesToRetrieve:
      query.attributesToRetrieve && !query.attributesToRetrieve.includes('*')
        ? query.attributesToRetrieve
        : null,
    attributesToHighlight: query.attributesToHighlight ?? [],
    attributesToCrop: parseCropAttributes(query.attributesToCrop ?? [], query.cropLength),
    highlightPreTag: query.highlightPreTag,
    highlightPostTag: query.highlightPostTag,
    cropMarker: query.cropMarker,
    original: query,
  };
};
