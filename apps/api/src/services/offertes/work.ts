import type { ServiceWork } from '../../ports/work.ts';
import { mailQueue } from '../mail-job.ts';
import { OFFERTE_ACCEPTED_QUEUE, sendAcceptanceMail } from './acceptance-mail.ts';

/** The mails of an accepted offerte, with the signed PDF, to the customer and the desk. */
export const offerteWork: ServiceWork = (context) => ({
  jobs: [mailQueue(context, OFFERTE_ACCEPTED_QUEUE, sendAcceptanceMail(context.config.CONTACT_EMAIL))],
});
