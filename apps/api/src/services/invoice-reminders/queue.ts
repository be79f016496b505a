import { and, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { invoiceReminders, invoices } from '../../db/schema.ts';
import { addDays, toDateOnly, today } from '../../lib/dates.ts';
import { invoiceFigures, loadInvoices } from '../invoices.ts';
import { enqueueJob } from '../jobs.ts';

export const INVOICE_REMINDER_QUEUE = 'invoice-reminder';

/**
 * Claims the reminders that are due: the first when an invoice with something left to pay is
 * `first` days past its due date, the second at `second` days, but never sooner than the days
 * between the two after the first. Days are Amsterdam's calendar days, so a reminder goes on its
 * day also when summer time starts or ends in between (a day of 23 or 25 hours). Each claim is a
 * row with a primary key and a job on the work queue in one transaction, so any instance may run
 * this and every reminder goes once.
 */
export const queueInvoiceReminders = async (
  db: Db,
  [first, second]: readonly [number, number],
  now: Date,
): Promise<number> => {
  const day = today(now);
  const candidates = await loadInvoices(
    db,
    and(eq(invoices.status, 'sent'), eq(invoices.kind, 'factuur'), lte(invoices.dueOn, addDays(day, -first))),
  );
  let queued = 0;
  for (const loaded of candidates) {
    if (invoiceFigures(loaded, now).balanceCents <= 0) continue;
    const invoiceId = loaded.invoice.id;
    const dueOn = loaded.invoice.dueOn!;
    queued += await db.transaction(async (tx) => {
      const sent = await tx
        .select({ level: invoiceReminders.level, createdAt: invoiceReminders.createdAt })
        .from(invoiceReminders)
        .where(eq(invoiceReminders.invoiceId, invoiceId));
      const firstOne = sent.find((reminder) => reminder.level === 1);
      let level: 1 | 2;
      if (!firstOne) level = 1;
      else if (
        dueOn <= addDays(day, -second) &&
        toDateOnly(firstOne.createdAt) <= addDays(day, first - second)
      )
        level = 2;
      else return 0;
      const claimed = await tx
        .insert(invoiceReminders)
        .values({ invoiceId, level, createdAt: now })
        .onConflictDoNothing()
        .returning({ level: invoiceReminders.level });
      if (claimed.length === 0) return 0;
      await enqueueJob(tx, {
        queue: INVOICE_REMINDER_QUEUE,
        customerId: null,
        payload: { invoiceId, level },
      });
      return 1;
    });
  }
  return queued;
};
