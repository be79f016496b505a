import { countingTask } from '../../lib/counting-task.ts';
import type { ServiceWork } from '../../ports/work.ts';
import { mailQueue } from '../mail-job.ts';
import { INVOICE_MAIL_QUEUE, invoiceDueSubscriptions } from './invoice.ts';
import { mailSentInvoice } from './mail-job.ts';

/**
 * The mail of every sent invoice, and the invoices subscriptions make on their invoice dates (an
 * instance looks for those every 15 minutes).
 */
export const subscriptionInvoiceWork: ServiceWork = (context) => {
  const made = countingTask(
    'subscription-invoices',
    15 * 60 * 1000,
    ['made', 'subscription invoices made'],
    (now) => invoiceDueSubscriptions(context.db, now),
  );
  return {
    jobs: [mailQueue(context, INVOICE_MAIL_QUEUE, mailSentInvoice)],
    scheduled: [made],
  };
};
