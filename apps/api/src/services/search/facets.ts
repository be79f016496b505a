import { type Bitset, slotsOf } from './bitset.ts';
import { attributeValues } from './filter.ts';
import type { ShardDocument } from './shard.ts';

/**
 * Meilisearch's `facetDistribution`: for each asked-for facet, how many of the matching documents
 * hold each value (every match counts, not only the hits of the page), values as written.
 */
export const facetDistribution = (
  slots: readonly (ShardDocument | undefined)[],
  matched: Bitset,
  facets: string[],
): Record<string, Record<string, number>> => {
  const distribution: Record<string, Record<string, number>> = {};
  for (const facet of facets) distribution[facet] = {};
  for (const slot of slotsOf(matched)) {
    const document = slots[slot]?.document;
    if (!document) continue;
    for (const facet of facets) {
      const counts = distribution[facet]!;
      for (const value of new Set(attributeValues(document, facet).map(String))) {
        counts[value] = (counts[value] ?? 0) + 1;
      }
    }
  }
  return distribution;
};
