import { DIRECT_DEBIT_DAYS_AFTER_SENDING } from '@maatwerk/contract';
import { and, eq, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { directDebitMandates, directDebits } from '../../db/schema.ts';
import { addDays } from '../../lib/dates.ts';
import { invoiceFigures, type LoadedInvoice } from '../invoices.ts';

/** What the SEPA pre-notification tells the customer: how much, on which day, under which mandate. */
export interface AnnouncedCollection {
  amountCents: number;
  collectOn: string;
  mandateReference: string;
  creditorId: string;
}

/**
 * The collection of a sent invoice, announced in its mail: when the customer has a geldig mandate
 * that was given before the invoice was sent and something is due, its first collection is written
 * (amount and date, DIRECT_DEBIT_DAYS_AFTER_SENDING days after the invoice date) and answered, so
 * that the mail says exactly what will be collected. Written under the unique (invoice, attempt):
 * a mail made again announces the same collection. Undefined: the invoice is paid otherwise.
 */
export const announceCollection = async (
  db: DbOrTx,
  loaded: LoadedInvoice,
  creditorId: string | undefined,
  now = new Date(),
): Promise<AnnouncedCollection | undefined> => {
  const invoice = loaded.invoice;
  if (!creditorId || invoice.kind !== 'factuur' || invoice.status !== 'sent' || !invoice.sentAt) return;
  if (!invoice.issuedOn) return;
  const [mandate] = await db
    .select()
    .from(directDebitMandates)
    .where(
      and(
        eq(directDebitMandates.customerId, invoice.customerId),
        eq(directDebitMandates.status, 'geldig'),
        lte(directDebitMandates.validFrom, invoice.sentAt),
      ),
    );
  if (!mandate?.mandateReference) return;
  const { balanceCents } = invoiceFigures(loaded, now);
  if (balanceCents <= 0) return;
  await db
    .insert(directDebits)
    .values({
      invoiceId: invoice.id,
      mandateId: mandate.id,
      attempt: 1,
      collectOn: addDays(invoice.issuedOn, DIRECT_DEBIT_DAYS_AFTER_SENDING),
      amountCents: balanceCents,
      status: 'aangekondigd',
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing();
  const [debit] = await db
    .select()
    .from(directDebits)
    .where(and(eq(directDebits.invoiceId, invoice.id), eq(directDebits.attempt, 1)));
  if (debit?.status !== 'aangekondigd') return;
  return {
    amountCents: debit.amountCents,
    collectOn: debit.collectOn,
    mandateReference: mandate.mandateReference,
    creditorId,
  };
};
