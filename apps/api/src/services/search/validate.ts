import {
  type MultiSearchQuery,
  SEARCH_MAX_TOTAL_HITS,
  type SearchIndex,
  searchIndexes,
} from '@maatwerk/contract';
import { indexDefinitions } from './documents.ts';
import { parseCropAttributes } from './format.ts';
import { MeiliError } from './meili-error.ts';

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
  /** The query as the caller sent it (for the answer). */
  original: MultiSearchQuery;
}

const isIndex = (uid: string): uid is SearchIndex => (searchIndexes as readonly string[]).includes(uid);

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
  const offset = Math.min(query.offset, SEARCH_MAX_TOTAL_HITS);
  return {
    indexUid: query.indexUid,
    q: query.q ?? '',
    offset,
    limit: Math.max(0, Math.min(query.limit, SEARCH_MAX_TOTAL_HITS - offset)),
    sort,
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
