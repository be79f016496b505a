import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { invoices } from '../../db/schema.ts';
import type { Mailer } from '../../plugins/mail.ts';
import { loadInvoices } from '../invoices.ts';
import { documentMail } from '../staff-invoices/index.ts';

const payloadSchema = z.object({ invoiceId: z.number().int() });

/** The job that mails an invoice the schedule sent, with its PDF, to the billing address. */
export const mailSentInvoice = async (db: Db, mailer: Mailer, payload: Record<string, unknown>) => {
  const { invoiceId } = payloadSchema.parse(payload);
  const [loaded] = await loadInvoices(db, eq(invoices.id, invoiceId));
  const message = loaded && loaded.invoice.status === 'sent' ? await documentMail(loaded) : undefined;
  if (!message) return { sent: false };
  await mailer.send(message);
  return { sent: true };
};
