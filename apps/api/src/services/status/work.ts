import type { ServiceWork } from '../../ports/work.ts';
import { mailQueue } from '../mail-job.ts';
import { sendIncidentMail } from './mails.ts';
import { STATUS_MAIL_QUEUE } from './write.ts';

/** The mails to customers about an incident that touches them. */
export const statusWork: ServiceWork = (context) => ({
  jobs: [mailQueue(context, STATUS_MAIL_QUEUE, sendIncidentMail)],
});
