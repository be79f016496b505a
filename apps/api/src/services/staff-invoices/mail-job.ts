import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { invoices } from '../../db/schema.ts';
import { announceCollection } from '../direct-debit/announce.ts';
import { loadInvoices } from '../invoices.ts';
import type { MailJobContext } from '../mail-job.ts';
import { documentMail } from './index.ts';

const payloadSchema = z.object({ invoiceId: z.number().int() });

/**
 * The job that mails a sent invoice or credit note, with its PDF and e-invoice, to the billing
 * address. With direct debit offered (`creditorId`) and a geldig mandate, the invoice's collection
 * is announced in it: the SEPA pre-notification (decision 0069).
 */
export const mailSentInvoice = async (
  { db, mailer }: MailJobContext,
  payload: Record<string, unknown>,
  creditorId?: string,
): Promise<Record<string, unknown>> => {
  const { invoiceId } = payloadSchema.parse(payload);
  const [loaded] = await loadInvoices(db, eq(invoices.id, invoiceId));
  if (loaded?.invoice.status !== 'sent') return { sent: false };
  const collection = await announceCollection(db, loaded, creditorId);
  const message = await documentMail(db, loaded, collection);
  if (!message) return { sent: false };
  await mailer.send(message);
  return { sent: true, ...(collection && { collect_on: collection.collectOn }) };
};
