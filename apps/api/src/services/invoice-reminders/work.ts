import { countingTask } from '../../lib/counting-task.ts';
import type { ServiceWork } from '../../ports/work.ts';
import { mailQueue } from '../mail-job.ts';
import { INVOICE_REMINDER_QUEUE, queueInvoiceReminders } from './queue.ts';
import { sendInvoiceReminder } from './send.ts';

/** How often an instance looks for payment reminders that are due. */
const REMINDER_CHECK_MS = 15 * 60 * 1000;

/** The payment reminders of open invoices: queued on a timer, each sent as a job. */
export const invoiceReminderWork: ServiceWork = (context) => {
  const { db, config } = context;
  const due = (now: Date) => queueInvoiceReminders(db, config.INVOICE_REMINDER_DAYS, now);
  return {
    jobs: [mailQueue(context, INVOICE_REMINDER_QUEUE, sendInvoiceReminder)],
    scheduled: [
      countingTask('invoice-reminders', REMINDER_CHECK_MS, ['queued', 'payment reminders queued'], due),
    ],
  };
};
