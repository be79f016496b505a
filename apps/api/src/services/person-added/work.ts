import type { ServiceWork } from '../../ports/work.ts';
import { mailQueue } from '../mail-job.ts';
import { PERSON_ADDED_QUEUE } from './queue.ts';
import { sendPersonAddedMails } from './send.ts';

/** The mails that tell a customer's eigenaars a person was added to their team. */
export const personAddedWork: ServiceWork = (context) => ({
  jobs: [mailQueue(context, PERSON_ADDED_QUEUE, sendPersonAddedMails)],
});
