import { countingTask } from '../../lib/counting-task.ts';
import type { ServiceWork } from '../../ports/work.ts';
import { mailQueue } from '../mail-job.ts';
import { autoApproveHours } from './auto-approve.ts';
import { HOURS_MAIL_QUEUE, sendHoursSubmittedMail } from './submit.ts';

/** How often an instance approves hours that were not answered in time. */
const AUTO_APPROVE_CHECK_MS = 15 * 60 * 1000;

/** The mail asking the customer to approve submitted hours, and approving those left unanswered. */
export const billableHourWork: ServiceWork = (context) => ({
  jobs: [mailQueue(context, HOURS_MAIL_QUEUE, sendHoursSubmittedMail)],
  scheduled: [
    countingTask(
      'hours-auto-approval',
      AUTO_APPROVE_CHECK_MS,
      ['approved', 'unanswered hours approved'],
      (now) => autoApproveHours(context.db, now),
    ),
  ],
});
