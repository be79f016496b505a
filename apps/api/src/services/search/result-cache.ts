import type { SearchIndex } from '@maatwerk/contract';
import type { EngineQuery, EngineResult } from './validate.ts';

/** Answers kept per index; a popular query is asked by many visitors, a rare one drops out. */
const ENTRIES_PER_INDEX = 500;

/** What makes two queries (on one index, for one customer or none) give the same answer. */
export const resultKey = (query: EngineQuery, customerId: number | null | 'all'): string =>
  JSON.stringify([
    query.q,
    query.offset,
    query.limit,
    query.sort,
    query.attributesToRetrieve,
    query.attributesToHighlight,
    [...query.attributesToCrop],
    query.highlightPreTag,
    query.highlightPostTag,
    query.cropMarker,
    query.searchOn,
    query.filterInput,
    query.facets,
    query.showRankingScore,
    query.matchingStrategy,
    customerId,
  ]);

/**
 * Answers of the in-memory index, per index, valid for one version of it: when the index (or the
 * vocabulary its queries are expanded against) changes, the version changes and the old answers go.
 */
export class ResultCache {
  private readonly byIndex = new Map<SearchIndex, { version: string; entries: Map<string, EngineResult> }>();

  get(index: SearchIndex, version: string, key: string): EngineResult | undefined {
    const cache = this.byIndex.get(index);
    if (cache?.version !== version) return undefined;
    const found = cache.entries.get(key);
    if (found) {
      // The most recently used last, so that the least recently used is dropped first.
      cache.entries.delete(key);
      cache.entries.set(key, found);
    }
    return found;
  }

  set(index: SearchIndex, version: string, key: string, result: EngineResult): void {
    let cache = this.byIndex.get(index);
    if (cache?.version !== version) {
      cache = { version, entries: new Map() };
      this.byIndex.set(index, cache);
    }
    if (cache.entries.size >= ENTRIES_PER_INDEX) cache.entries.delete(cache.entries.keys().next().value!);
    cache.entries.set(key, result);
  }
}
