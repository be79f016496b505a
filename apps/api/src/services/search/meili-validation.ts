import type { z } from 'zod';
import { MeiliError } from './meili-error.ts';

/** Meilisearch's error code for a bad value of each search parameter. */
const codes: Record<string, string> = {
  indexUid: 'invalid_index_uid',
  q: 'invalid_search_q',
  limit: 'invalid_search_limit',
  offset: 'invalid_search_offset',
  sort: 'invalid_search_sort',
  attributesToRetrieve: 'invalid_search_attributes_to_retrieve',
  attributesToHighlight: 'invalid_search_attributes_to_highlight',
  highlightPreTag: 'invalid_search_highlight_pre_tag',
  highlightPostTag: 'invalid_search_highlight_post_tag',
  attributesToCrop: 'invalid_search_attributes_to_crop',
  cropLength: 'invalid_search_crop_length',
  cropMarker: 'invalid_search_crop_marker',
};

/** The first problem of a multi-search body, as Meilisearch would name it. */
export const meiliValidationError = (error: z.ZodError, body: unknown): MeiliError => {
  const issue = error.issues[0];
  if (!issue) return new MeiliError(400, 'bad_request', 'Het verzoek is niet juist opgebouwd.');
  const [, position, field] = issue.path;
  const where = typeof position === 'number' ? `In \`.queries[${position}]\`` : 'In het verzoek';
  if (issue.code === 'unrecognized_keys') {
    return new MeiliError(400, 'bad_request', `${where}: onbekend veld \`${issue.keys.join('`, `')}\`.`);
  }
  const sent = (body as { queries?: Record<string, unknown>[] } | null)?.queries?.[Number(position)];
  if (field === 'indexUid' && sent && sent.indexUid === undefined) {
    return new MeiliError(400, 'missing_index_uid', `${where}: \`indexUid\` ontbreekt.`);
  }
  const code = typeof field === 'string' ? codes[field] : undefined;
  const name = typeof field === 'string' ? `\`${field}\`` : 'de zoekopdracht';
  return new MeiliError(400, code ?? 'bad_request', `${where}: ${name} is ongeldig (${issue.message}).`);
};
