import { countingTask } from '../../lib/counting-task.ts';
import type { ServiceWork } from '../../ports/work.ts';
import { mailQueue } from '../mail-job.ts';
import { queueWeekMails, WEEK_MAIL_QUEUE } from './queue.ts';
import { sendWeekMail } from './send.ts';

/**
 * The Monday week mail to each account's week mail address: every 5 minutes an instance looks
 * whether this Monday's mails are queued.
 */
export const weekMailWork: ServiceWork = (context) => ({
  jobs: [mailQueue(context, WEEK_MAIL_QUEUE, sendWeekMail)],
  scheduled: [
    countingTask('week-mails', 5 * 60 * 1000, ['queued', 'week mails queued'], (now) =>
      queueWeekMails(context.db, now),
    ),
  ],
});
