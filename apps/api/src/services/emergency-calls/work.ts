import type { ServiceWork } from '../../ports/work.ts';
import { mailQueue } from '../mail-job.ts';
import { EMERGENCY_ACKNOWLEDGED_QUEUE } from './queue.ts';
import { sendAcknowledgedMail } from './send.ts';

/** The "opgepakt" mails of emergency calls, one job per person of the company. */
export const emergencyCallWork: ServiceWork = (context) => ({
  jobs: [mailQueue(context, EMERGENCY_ACKNOWLEDGED_QUEUE, sendAcknowledgedMail)],
});
