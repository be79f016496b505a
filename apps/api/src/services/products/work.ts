import { countingTask } from '../../lib/counting-task.ts';
import type { ServiceWork } from '../../ports/work.ts';
import { billDueServices } from './billing.ts';

/** The billing run of services: every instance looks for periods to invoice every 15 minutes. */
export const serviceBillingWork: ServiceWork = (context) => ({
  scheduled: [
    countingTask('service-billing', 15 * 60 * 1000, ['made', 'service periods invoiced'], (now) =>
      billDueServices(context.db, now),
    ),
  ],
});
