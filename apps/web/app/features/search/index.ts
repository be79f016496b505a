/**
 * The site search: the header's search button, which opens the search palette (spec §2). The
 * palette, the search client and the `meilisearch` client load on first use.
 */
export { SearchButton } from './search-button.tsx';
