import { countingTask } from '../../lib/counting-task.ts';
import type { ServiceWork } from '../../ports/work.ts';
import { mailQueue } from '../mail-job.ts';
import { queueStaffDigests, STAFF_DIGEST_QUEUE } from './digest.ts';
import { STAFF_NOTIFICATION_QUEUE } from './record.ts';
import { sendStaffDigest, sendStaffNotification } from './send.ts';

/**
 * Customers' events for the staff: each mail at once from the queue, and every 5 minutes an
 * instance looks whether today's digests are due (decision 0060).
 */
export const staffNotificationWork: ServiceWork = (context) => ({
  jobs: [
    mailQueue(context, STAFF_NOTIFICATION_QUEUE, sendStaffNotification(context.config.CONTACT_EMAIL)),
    mailQueue(context, STAFF_DIGEST_QUEUE, sendStaffDigest),
  ],
  scheduled: [
    countingTask('staff-digests', 5 * 60 * 1000, ['queued', 'staff digests queued'], (now) =>
      queueStaffDigests(context.db, now),
    ),
  ],
});
