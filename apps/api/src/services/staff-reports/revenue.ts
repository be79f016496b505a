import { type Revenue, type RevenueGroup, type RevenueRow, revenueGroups } from '@maatwerk/contract';
import { between } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { invoicePayments } from '../../db/schema.ts';
import { groupsOfInvoices, sentDocuments } from './sent-documents.ts';

/**
 * Revenue of a year per month and product group (decision 0061): invoiced by invoice date, from
 * the same sent invoices and credit notes as the VAT return (credit notes subtract), and received by
 * payment date, each payment in the group of the invoice it pays.
 */
export const revenueOf = async (db: DbOrTx, year: number): Promise<Revenue> => {
  const from = `${year}-01-01`;
  const to = `${year}-12-31`;
  const documents = await sentDocuments(db, from, to);
  const payments = await db
    .select({
      invoiceId: invoicePayments.invoiceId,
      paidOn: invoicePayments.paidOn,
      amountCents: invoicePayments.amountCents,
    })
    .from(invoicePayments)
    .where(between(invoicePayments.paidOn, from, to));
  const paidGroups = await groupsOfInvoices(db, [...new Set(payments.map((payment) => payment.invoiceId))]);

  const rows = new Map<string, RevenueRow>();
  const rowOf = (month: string, group: RevenueGroup): RevenueRow => {
    const key = `${month} ${group}`;
    const row = rows.get(key) ?? {
      month,
      group,
      invoiced_cents: 0,
      invoiced_incl_vat_cents: 0,
      received_cents: 0,
    };
    rows.set(key, row);
    return row;
  };
  for (const document of documents) {
    const row = rowOf(document.issuedOn.slice(0, 7), document.group);
    row.invoiced_cents += document.vat.subtotalCents;
    row.invoiced_incl_vat_cents += document.vat.totalCents;
  }
  for (const payment of payments) {
    rowOf(payment.paidOn.slice(0, 7), paidGroups.get(payment.invoiceId) ?? 'overig').received_cents +=
      payment.amountCents;
  }
  const groupOrder = (group: RevenueGroup) => revenueGroups.indexOf(group);
  return {
    year,
    rows: [...rows.values()].sort(
      (a, b) => a.month.localeCompare(b.month) || groupOrder(a.group) - groupOrder(b.group),
    ),
  };
};
