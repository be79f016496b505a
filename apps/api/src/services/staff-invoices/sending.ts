import type { InvoiceKind } from '@maatwerk/contract';
import { isReverseCharge, provider } from '@maatwerk/contract/constants';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { type customers, invoiceLines, invoiceNumberCounters, invoices } from '../../db/schema.ts';
import { addDays } from '../../lib/dates.ts';
import { billedToOf } from '../billed-to.ts';
import { lineVatTotals } from '../invoices.ts';

/**
 * What sending fixes on an invoice, written once for the sending services and for the test and
 * demo data that make sent invoices.
 */

/** The number of a document of a series: '2026-0042', or 'C2026-0003' for a credit note. */
export const invoiceNumber = (kind: InvoiceKind, year: number, sequence: number): string =>
  `${kind === 'creditfactuur' ? 'C' : ''}${year}-${String(sequence).padStart(4, '0')}`;

/**
 * The next sequence of a series in a year: the counter row is created or raised and stays locked
 * until the calling transaction ends, so a second caller waits and gets the next one, and a
 * rolled-back transaction leaves no gap. Invoices, credit notes and offertes each have a series.
 */
export const nextSequence = async (
  db: DbOrTx,
  series: (typeof invoiceNumberCounters.$inferInsert)['kind'],
  year: number,
): Promise<number> => {
  const [counter] = await db
    .insert(invoiceNumberCounters)
    .values({ kind: series, year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [invoiceNumberCounters.kind, invoiceNumberCounters.year],
      set: { lastNumber: sql`${invoiceNumberCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: invoiceNumberCounters.lastNumber });
  return counter!.lastNumber;
};

/** The next number of an invoice or credit note in the year of issue, without gaps (nextSequence). */
export const nextInvoiceNumber = async (db: DbOrTx, kind: InvoiceKind, issuedOn: string): Promise<string> => {
  const year = Number(issuedOn.slice(0, 4));
  return invoiceNumber(kind, year, await nextSequence(db, kind, year));
};

/**
 * The dates, reverse-charge decision and customer's facts an invoice gets when it is sent on
 * `issuedOn`: due after the payment term, no Dutch VAT for an EU business customer with a VAT id.
 */
export const fixedAtSending = (customer: typeof customers.$inferSelect, issuedOn: string) => ({
  issuedOn,
  dueOn: addDays(issuedOn, provider.paymentTermDays),
  reverseCharge: isReverseCharge(customer),
  billedTo: billedToOf(customer),
});

/**
 * Stores the total of a document just sent (an invoice, or a credit note with its lines), by the
 * contract's VAT rule over its lines and its fixed reverse-charge decision: neither changes after
 * sending, and lists sum and filter on it in SQL.
 */
export const storeSentTotal = async (db: DbOrTx, invoiceId: number): Promise<number> => {
  const [row] = await db
    .select({ reverseCharge: invoices.reverseCharge })
    .from(invoices)
    .where(eq(invoices.id, invoiceId));
  const lines = await db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, invoiceId));
  const { totalCents } = lineVatTotals(lines, row?.reverseCharge ?? false);
  await db.update(invoices).set({ totalCents }).where(eq(invoices.id, invoiceId));
  return totalCents;
};
