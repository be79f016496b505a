import type { IndexSearchResponse } from '@maatwerk/contract';
import type { EngineQuery, EngineResult } from './validate.ts';

/**
 * An engine's answer as Meilisearch gives it: by `limit` and `offset`, or, when the caller counted
 * by page, with `hitsPerPage`, `page`, `totalPages` and the exact `totalHits` (up to maxTotalHits).
 */
export const meiliAnswer = (result: EngineResult, query: EngineQuery): IndexSearchResponse => {
  const { hits, processingTimeMs, facetDistribution } = result;
  const facets = facetDistribution ? { facetDistribution } : {};
  if (!query.pages) {
    const { limit, offset, estimatedTotalHits } = result;
    return { hits, query: result.query, processingTimeMs, limit, offset, estimatedTotalHits, ...facets };
  }
  const { page, hitsPerPage } = query.pages;
  const totalHits = result.estimatedTotalHits;
  return {
    hits,
    query: result.query,
    processingTimeMs,
    hitsPerPage,
    page,
    totalPages: hitsPerPage === 0 ? 0 : Math.ceil(totalHits / hitsPerPage),
    totalHits,
    ...facets,
  };
};
