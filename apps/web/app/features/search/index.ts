/**
 * The site search: the header's search button, which opens the search palette (spec §2). The
 * palette, the search client and the `meilisearch` client load on first use. Another feature gives
 * the same palette its own source (the back office's search) through `PaletteSource`.
 */
export type { PaletteGroupOrder } from './hits.ts';
export type { PaletteSource } from './palette-source.ts';
export { SearchButton } from './search-button.tsx';
