import type { ServiceWork } from '../../ports/work.ts';
import { mailQueue } from '../mail-job.ts';
import { NEW_DEVICE_MAIL_QUEUE, sendNewDeviceMail } from './new-device.ts';

/** The mail about a login from a new device. */
export const authWork: ServiceWork = (context) => ({
  jobs: [mailQueue(context, NEW_DEVICE_MAIL_QUEUE, sendNewDeviceMail)],
});
