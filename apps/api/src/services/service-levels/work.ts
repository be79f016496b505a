import { countingTask } from '../../lib/counting-task.ts';
import type { ServiceWork } from '../../ports/work.ts';
import { mailQueue } from '../mail-job.ts';
import { BREACH_MAIL_QUEUE, claimBreaches } from './breaches.ts';
import { sendBreachMail } from './send.ts';

/** How often an instance looks for open work past its target: a breach is mailed within this. */
const BREACH_CHECK_MS = 5 * 60 * 1000;

/** Service-level breaches: claimed on a timer by any instance, each mailed to the beheerders once. */
export const serviceLevelWork: ServiceWork = (context) => ({
  jobs: [mailQueue(context, BREACH_MAIL_QUEUE, sendBreachMail)],
  scheduled: [
    countingTask(
      'service-level-breaches',
      BREACH_CHECK_MS,
      ['claimed', 'service-level breaches claimed'],
      (now) => claimBreaches(context.db, now),
    ),
  ],
});
