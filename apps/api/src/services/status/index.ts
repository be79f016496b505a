export { statusFeed } from './feed.ts';
export { lastKnown } from './last-known.ts';
export { sendIncidentMail } from './mails.ts';
export {
  listCustomerIncidents,
  listStaffStatusEvents,
  listStatusResourceOptions,
  readStatusBoard,
} from './read.ts';
export {
  addStatusUpdate,
  createStatusEvent,
  deleteStatusEvent,
  editStatusEvent,
  STATUS_MAIL_QUEUE,
} from './write.ts';
