import { z } from 'zod';
import { Cents, Id, IdParams } from '../common.ts';
import { agingBuckets } from '../constants/statement.ts';
import { defineRoute } from '../route.ts';
import { AgingBucket, OpenItem, Statement } from '../statement.ts';
import { FINANCE } from './roles.ts';

/** The staff side of the rekeningoverzicht (docs/decisions/0064): per customer, and every open item by age. */

export const OpenItemsQuery = z.object({
  bucket: AgingBucket.optional(),
  customer_id: Id.optional(),
  /** The page of the list, STATEMENT_LIMITS.openItemsPageSize at a time; the first when left out. */
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type OpenItemsQuery = z.input<typeof OpenItemsQuery>;

/** The filter of the CSV: the same as the list's, all pages. */
export const OpenItemsCsvQuery = OpenItemsQuery.omit({ page: true });
export type OpenItemsCsvQuery = z.input<typeof OpenItemsCsvQuery>;

export const StaffOpenItem = OpenItem.extend({
  customer: z.object({ id: z.number().int(), name: z.string() }),
});
export type StaffOpenItem = z.infer<typeof StaffOpenItem>;

export const AgingTotal = z.object({
  bucket: AgingBucket,
  count: z.number().int(),
  open_cents: Cents,
});
export type AgingTotal = z.infer<typeof AgingTotal>;

export const OpenItemsPage = z.object({
  /** The page asked for, oldest first. */
  items: z.array(StaffOpenItem),
  /** Per bucket (all four, in order) over every page of the customer filter, whatever bucket is chosen. */
  buckets: z.array(AgingTotal).length(agingBuckets.length),
  /** The items matching the whole filter, and their sum. */
  count: z.number().int(),
  open_cents: Cents,
  page: z.number().int(),
  per_page: z.number().int(),
});
export type OpenItemsPage = z.infer<typeof OpenItemsPage>;

const tag = 'staff-invoices';

export const staffOpenItemRoutes = {
  staffGetCustomerStatement: defineRoute({
    method: 'GET',
    path: '/staff/customers/:id/statement',
    auth: 'staff',
    staffRoles: FINANCE,
    tag,
    summary: "A customer's rekeningoverzicht, as the customer sees it",
    params: IdParams,
    response: Statement,
  }),
  staffListOpenItems: defineRoute({
    method: 'GET',
    path: '/staff/open-items',
    auth: 'staff',
    staffRoles: FINANCE,
    tag,
    summary: 'Every open item of every customer by age past the due date, with totals per age bucket; paged',
    query: OpenItemsQuery,
    response: OpenItemsPage,
  }),
  staffDownloadOpenItemsCsv: defineRoute({
    method: 'GET',
    path: '/staff/open-items/csv',
    auth: 'staff',
    staffRoles: FINANCE,
    tag,
    summary: 'The open items of the filter as CSV (semicolons, amounts with a decimal comma); audited',
    query: OpenItemsCsvQuery,
    response: z.string().meta({ contentMediaType: 'text/csv' }),
  }),
};
