import type { z } from 'zod';
import { MeiliError } from './meili-error.ts';

/** Meilisearch's error code for a bad value of each search parameter. */
const codes: Record<string, string> = {
  indexUid: 'invalid_index_uid',
  q: 'invalid_search_q',
  limit: 'invalid_search_limit',
  offset: 'invalid_search_offset',
  hitsPerPage: 'invalid_search_hits_per_page',
  page: 'invalid_search_page',
  sort: 'invalid_search_sort',
  attributesToRetrieve: 'invalid_search_attributes_to_retrieve',
  attributesToSearchOn: 'invalid_search_attributes_to_search_on',
  filter: 'invalid_search_filter',
  facets: 'invalid_search_facets',
  attributesToHighlight: 'invalid_search_attributes_to_highlight',
  highlightPreTag: 'invalid_search_highlight_pre_tag',
  highlightPostTag: 'invalid_search_highlight_post_tag',
  attributesToCrop: 'invalid_search_attributes_to_crop',
  cropLength: 'invalid_search_crop_length',
  cropMarker: 'invalid_search_crop_marker',
  showRankingScore: 'invalid_search_show_ranking_score',
  matchingStrategy: 'invalid_search_matching_strategy',
};

/**
 * The first problem of a search body, as Meilisearch would name it: of a multi-search
 * (`queries[n].field`) or of one index's search (`field`).
 */
export const meiliValidationError = (error: z.ZodError, body: unknown): MeiliError => {
  const issue = error.issues[0];
  if (!issue) return new MeiliError(400, 'bad_request', 'Het verzoek is niet juist opgebouwd.');
  const multi = issue.path[0] === 'queries';
  const [position, field] = multi ? issue.path.slice(1) : [undefined, issue.path[0]];
  const where = typeof position === 'number' ? `In \`.queries[${position}]\`` : 'In het verzoek';
  if (issue.code === 'unrecognized_keys') {
    return new MeiliError(400, 'bad_request', `${where}: onbekend veld \`${issue.keys.join('`, `')}\`.`);
  }
  const sent = (body as { queries?: Record<string, unknown>[] } | null)?.queries?.[Number(position)];
  if (multi && field === 'indexUid' && sent && sent.indexUid === undefined) {
    return new MeiliError(400, 'missing_index_uid', `${where}: \`indexUid\` ontbreekt.`);
  }
  const code = typeof field === 'string' ? codes[field] : undefined;
  const name = typeof field === 'string' ? `\`${field}\`` : 'de zoekopdracht';
  return new MeiliError(400, code ?? 'bad_request', `${where}: ${name} is ongeldig (${issue.message}).`);
};
