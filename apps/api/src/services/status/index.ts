export { lastKnown } from './last-known.ts';
export { sendIncidentMail } from './mails.ts';
export {
  listCustomerIncidents,
  listStaffStatusEvents,
  listStatusResourceOptions,
  readStatusBoard,
} from './read.ts';
export { addStatusUpdate, createStatusEvent, editStatusEvent, STATUS_MAIL_QUEUE } from './write.ts';
