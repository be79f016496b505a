import type { ServiceWork } from '../../ports/work.ts';
import { mailQueue } from '../mail-job.ts';
import { STATUS_SUBSCRIPTION_MAIL_QUEUE } from './fan-out.ts';
import { sendStatusSubscriptionMail } from './send.ts';

/** The mails to the status page's subscribers, one job per update and subscriber. */
export const statusSubscriptionWork: ServiceWork = (context) => ({
  jobs: [mailQueue(context, STATUS_SUBSCRIPTION_MAIL_QUEUE, sendStatusSubscriptionMail)],
});
