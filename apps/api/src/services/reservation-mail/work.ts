import type { ServiceWork } from '../../ports/work.ts';
import { mailQueue } from '../mail-job.ts';
import { RESERVATION_MAIL_QUEUE, sendReservationMail } from './queue.ts';

/** The mails (with calendar invitations) about a booked, moved or cancelled meeting. */
export const reservationMailWork: ServiceWork = (context) => ({
  jobs: [mailQueue(context, RESERVATION_MAIL_QUEUE, sendReservationMail)],
});
