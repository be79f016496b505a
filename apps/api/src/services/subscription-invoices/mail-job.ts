import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { invoices } from '../../db/schema.ts';
import { loadInvoices } from '../invoices.ts';
import type { MailJob } from '../mail-job.ts';
import { documentMail } from '../staff-invoices/index.ts';

const payloadSchema = z.object({ invoiceId: z.number().int() });

/** The job that mails an invoice the schedule sent, with its PDF, to the billing address. */
export const mailSentInvoice: MailJob = async ({ db, mailer }, payload) => {
  const { invoiceId } = payloadSchema.parse(payload);
  const [loaded] = await loadInvoices(db, eq(invoices.id, invoiceId));
  const message = loaded && loaded.invoice.status === 'sent' ? await documentMail(db, loaded) : undefined;
  if (!message) return { sent: false };
  await mailer.send(message);
  return { sent: true };
};
