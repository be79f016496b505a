import type { SearchResult } from '@maatwerk/contract';
import { type PaletteGroupOrder, siteGroups } from './hits.ts';
import { search } from './search-client.ts';

/** What a palette searches: a search as the visitor types, and the groups its answers show in. */
export interface PaletteSource {
  search: (q: string, signal: AbortSignal) => Promise<SearchResult[]>;
  groups: PaletteGroupOrder;
}

/** The site's search: the public index, or a logged-in customer's own search. */
export const siteSource: PaletteSource = { search, groups: siteGroups };
