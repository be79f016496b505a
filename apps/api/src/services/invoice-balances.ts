import type { InvoiceStatus } from '@maatwerk/contract';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.ts';
import { invoicePayments, invoices } from '../db/schema.ts';

const creditNotes = alias(invoices, 'credit_note');

/**
 * What was paid on an invoice and what its sent credit notes take back (zero or negative), for each
 * invoice row of a query: subqueries to join laterally, summed in the database over the totals
 * stored at sending (`invoices.total_cents`).
 */
export const invoiceSums = (db: DbOrTx) => ({
  paid: db
    .select({
      cents: sql<number>`coalesce(sum(${invoicePayments.amountCents}), 0)::integer`.as('paid_cents'),
    })
    .from(invoicePayments)
    .where(eq(invoicePayments.invoiceId, invoices.id))
    .as('paid'),
  credited: db
    .select({ cents: sql<number>`coalesce(sum(${creditNotes.totalCents}), 0)::integer`.as('credited_cents') })
    .from(creditNotes)
    .where(and(eq(creditNotes.creditsInvoiceId, invoices.id), eq(creditNotes.status, 'sent')))
    .as('credited'),
});

type Sums = ReturnType<typeof invoiceSums>;

/** A sent invoice's balance: its total, less credit notes and payments (invoiceFigures). */
export const sentBalanceSql = ({ paid, credited }: Sums): SQL<number> =>
  sql<number>`(${invoices.totalCents} + ${credited.cents} - ${paid.cents})`;

/**
 * Where an invoice stands on `today` (Amsterdam), decided in the database as invoiceFigures decides
 * it in code: the staff list filters and pages on it. A test holds the two to the same answers.
 */
export const invoiceStatusSql = (sums: Sums, today: string): SQL<InvoiceStatus> => {
  const { paid, credited } = sums;
  return sql<InvoiceStatus>`case
    when ${invoices.status} = 'saved' then 'concept'
    when ${invoices.kind} = 'creditfactuur' then 'verzonden'
    when ${credited.cents} <> 0 and ${invoices.totalCents} + ${credited.cents} <= 0 and ${paid.cents} = 0
      then 'gecrediteerd'
    when ${sentBalanceSql(sums)} <= 0 then 'betaald'
    when ${invoices.dueOn} < ${today} then 'vervallen'
    when ${paid.cents} > 0 then 'gedeeltelijk_betaald'
    else 'verzonden'
  end`;
};
