/**
 * The back office's search (Ctrl+K in /beheer): the site's search palette with the staff search
 * as its source, over every customer, with the staff member's role. Loaded on first use.
 */
export { staffSearchSource } from './staff-search-source.ts';
