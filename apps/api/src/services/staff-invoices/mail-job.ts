import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { invoices } from '../../db/schema.ts';
import { loadInvoices } from '../invoices.ts';
import type { MailJob } from '../mail-job.ts';
import { documentMail } from './index.ts';

const payloadSchema = z.object({ invoiceId: z.number().int() });

/** The job that mails a sent invoice or credit note, with its PDF and e-invoice, to the billing address. */
export const mailSentInvoice: MailJob = async ({ db, mailer }, payload) => {
  const { invoiceId } = payloadSchema.parse(payload);
  const [loaded] = await loadInvoices(db, eq(invoices.id, invoiceId));
  const message = loaded && loaded.invoice.status === 'sent' ? await documentMail(db, loaded) : undefined;
  if (!message) return { sent: false };
  await mailer.send(message);
  return { sent: true };
};
