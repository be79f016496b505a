import { countingTask } from '../../lib/counting-task.ts';
import type { ServiceWork } from '../../ports/work.ts';
import { invoiceDueSubscriptions } from './invoice.ts';

/** The invoices subscriptions make on their invoice dates (an instance looks for those every 15 minutes). */
export const subscriptionInvoiceWork: ServiceWork = (context) => {
  const made = countingTask(
    'subscription-invoices',
    15 * 60 * 1000,
    ['made', 'subscription invoices made'],
    (now) => invoiceDueSubscriptions(context.db, now),
  );
  return {
    scheduled: [made],
  };
};
