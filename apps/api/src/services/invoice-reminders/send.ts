import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { invoiceReminders, invoices } from '../../db/schema.ts';
import { invoiceFigures, loadInvoices } from '../invoices.ts';
import type { MailJob } from '../mail-job.ts';
import { reminderMail } from './mail.ts';

const payloadSchema = z.object({ invoiceId: z.number().int(), level: z.union([z.literal(1), z.literal(2)]) });

/** The job of one reminder: sent to the billing address unless the invoice was paid meanwhile. */
export const sendInvoiceReminder: MailJob = async ({ db, mailer, siteUrl }, payload) => {
  const now = new Date();
  const { invoiceId, level } = payloadSchema.parse(payload);
  const [loaded] = await loadInvoices(db, eq(invoices.id, invoiceId));
  if (!loaded) return { sent: false, reason: 'gone' };
  const { balanceCents } = invoiceFigures(loaded, now);
  const to = loaded.customer.billingEmail;
  if (balanceCents <= 0 || !to) return { sent: false, reason: balanceCents <= 0 ? 'paid' : 'no address' };
  await mailer.send(
    reminderMail({
      to,
      company: loaded.customer.name,
      level,
      number: loaded.invoice.number ?? '',
      issuedOn: loaded.invoice.issuedOn!,
      dueOn: loaded.invoice.dueOn!,
      balanceCents,
      invoicesUrl: new URL('/klantenportaal/facturen', siteUrl).toString(),
    }),
  );
  await db
    .update(invoiceReminders)
    .set({ sentAt: new Date() })
    .where(and(eq(invoiceReminders.invoiceId, invoiceId), eq(invoiceReminders.level, level)));
  return { sent: true };
};
