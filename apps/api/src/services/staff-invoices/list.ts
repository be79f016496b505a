import {
  STAFF_INVOICES_PAGE_SIZE,
  type StaffInvoiceListQuery,
  type StaffInvoiceSummary,
} from '@maatwerk/contract';
import { isReverseCharge } from '@maatwerk/contract/constants';
import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers, invoiceLines, invoices } from '../../db/schema.ts';
import { today } from '../../lib/dates.ts';
import { invoiceStatusSql, invoiceSums, sentBalanceSql } from '../invoice-balances.ts';
import { lineVatTotals } from '../invoices.ts';

type ListQuery = { status?: StaffInvoiceListQuery['status']; customer_id?: number; page?: number };

/**
 * The query of a page of the staff list, filtered on the customer and on where each invoice
 * stands, in the list's order: the index on that order (for all customers, or per customer) gives
 * the rows in turn, and each one's status is derived beside it from the total stored at sending,
 * its payments and its credit notes.
 */
export const staffInvoicePageQuery = (db: Db, query: ListQuery, now: Date) => {
  const sums = invoiceSums(db);
  const status = invoiceStatusSql(sums, today(now));
  const filters: SQL[] = [];
  if (query.customer_id !== undefined) filters.push(eq(invoices.customerId, query.customer_id));
  if (query.status) filters.push(eq(status, query.status));
  return db
    .select({
      id: invoices.id,
      kind: invoices.kind,
      number: invoices.number,
      description: invoices.description,
      issuedOn: invoices.issuedOn,
      dueOn: invoices.dueOn,
      totalCents: invoices.totalCents,
      balanceCents: sentBalanceSql(sums),
      status,
      customer: {
        id: customers.id,
        name: customers.name,
        country: customers.country,
        vatId: customers.vatId,
      },
    })
    .from(invoices)
    .innerJoin(customers, eq(customers.id, invoices.customerId))
    .crossJoinLateral(sums.paid)
    .crossJoinLateral(sums.credited)
    .where(and(...filters))
    .orderBy(desc(invoices.issuedOn), desc(invoices.createdAt), desc(invoices.id))
    .limit(STAFF_INVOICES_PAGE_SIZE)
    .offset(((query.page ?? 1) - 1) * STAFF_INVOICES_PAGE_SIZE);
};

/**
 * A page of every invoice and credit note, newest issue first (concepts first, newest first),
 * filtered and paged in the database. Only a concept's total is computed here, from its lines, as
 * sending it now would fix it.
 */
export const listStaffInvoices = async (
  db: Db,
  query: ListQuery,
  now = new Date(),
): Promise<StaffInvoiceSummary[]> => {
  const rows = await staffInvoicePageQuery(db, query, now);
  const conceptTotals = await conceptTotalsOf(
    db,
    rows.filter((row) => row.status === 'concept'),
  );
  return rows.map((row) => {
    const concept = conceptTotals.get(row.id);
    return {
      id: row.id,
      kind: row.kind,
      number: row.number,
      status: row.status,
      description: row.description,
      customer: { id: row.customer.id, name: row.customer.name },
      issued_on: row.issuedOn,
      due_on: row.dueOn,
      total_cents: concept ?? row.totalCents ?? 0,
      balance_cents: concept ?? (row.kind === 'creditfactuur' ? 0 : row.balanceCents),
    };
  });
};

/** A concept's total by the contract's VAT rule, with the reverse charge its customer has today. */
const conceptTotalsOf = async (
  db: Db,
  concepts: { id: number; customer: { country: string; vatId: string | null } }[],
): Promise<Map<number, number>> => {
  if (concepts.length === 0) return new Map();
  const lines = await db
    .select()
    .from(invoiceLines)
    .where(
      inArray(
        invoiceLines.invoiceId,
        concepts.map((concept) => concept.id),
      ),
    );
  return new Map(
    concepts.map((concept) => [
      concept.id,
      lineVatTotals(
        lines.filter((line) => line.invoiceId === concept.id),
        isReverseCharge(concept.customer),
      ).totalCents,
    ]),
  );
};
