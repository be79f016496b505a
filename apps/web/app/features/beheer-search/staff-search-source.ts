import { apiRoutes } from '@maatwerk/contract';
import { staffApi, staffToken } from '~/features/beheer-shell/index.ts';
import type { PaletteGroupOrder, PaletteSource } from '~/features/search/index.ts';

/** The back office's groups, in the order of the contract's `staffSearchIndexRoles`. */
const staffGroups: PaletteGroupOrder = [
  ['staff_customers', 'Klanten'],
  ['staff_people', 'Personen'],
  ['user_stories', 'Opdrachten'],
  ['staff_invoices', 'Facturen'],
  ['domains', 'Domeinnamen'],
  ['staff_servers', 'Servers'],
  ['knowledge_base_articles', 'Kennisbank'],
];

const staffSource: PaletteSource = {
  search: async (q, signal) => (await staffApi(apiRoutes.staffSearch, { body: { q }, signal })).results,
  groups: staffGroups,
};

/** The palette's source in /beheer: the staff search while a staff member is logged in, else none. */
export const staffSearchSource = (): PaletteSource | null => (staffToken() ? staffSource : null);
