import { countingTask } from '../../lib/counting-task.ts';
import type { ServiceWork } from '../../ports/work.ts';
import { mailQueue } from '../mail-job.ts';
import { billDueServices } from './billing.ts';
import { EXPIRY_WARNING_QUEUE, queueExpiryWarnings, sendExpiryWarning } from './expiry-warnings.ts';

const EVERY_QUARTER_HOUR = 15 * 60 * 1000;

/**
 * The billing run of services and the warnings before a service ends without renewal: every
 * instance looks every 15 minutes; each warning mail is a job.
 */
export const serviceBillingWork: ServiceWork = (context) => ({
  jobs: [mailQueue(context, EXPIRY_WARNING_QUEUE, sendExpiryWarning)],
  scheduled: [
    countingTask('service-billing', EVERY_QUARTER_HOUR, ['made', 'service periods invoiced'], (now) =>
      billDueServices(context.db, now),
    ),
    countingTask('service-expiry-warnings', EVERY_QUARTER_HOUR, ['queued', 'expiry warnings queued'], (now) =>
      queueExpiryWarnings(context.db, now),
    ),
  ],
});
