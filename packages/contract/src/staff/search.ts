import type { SearchIndex } from '../constants/search.ts';
import { defineRoute } from '../route.ts';
import { FrontendSearchRequest, FrontendSearchResponse } from '../search.ts';
import { ALL_STAFF, FINANCE, type StaffRole } from './roles.ts';

/**
 * What the back office's search (Ctrl+K in /beheer) asks, in the order the palette shows it, and
 * which staff roles find each: invoices only the roles that may read them, the rest every role.
 * Orders, domain names and articles are the indexes the customers' search uses, of every customer.
 */
export const staffSearchIndexRoles: [index: SearchIndex, roles: readonly StaffRole[]][] = [
  ['staff_customers', ALL_STAFF],
  ['staff_people', ALL_STAFF],
  ['user_stories', ALL_STAFF],
  ['staff_invoices', FINANCE],
  ['domains', ALL_STAFF],
  ['staff_servers', ALL_STAFF],
  ['knowledge_base_articles', ALL_STAFF],
];

export const staffSearchRoutes = {
  staffSearch: defineRoute({
    method: 'POST',
    path: '/staff/search',
    auth: 'staff',
    staffRoles: ALL_STAFF,
    tag: 'staff-search',
    summary:
      'Search customers, people, orders, invoices (by number; finance roles only), domain names, servers and articles of every customer: one result per index the role may search, with back-office addresses',
    body: FrontendSearchRequest,
    response: FrontendSearchResponse,
  }),
};
