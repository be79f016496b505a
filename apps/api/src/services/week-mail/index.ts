export { queueWeekMails, WEEK_MAIL_QUEUE } from './queue.ts';
export { sendWeekMail } from './send.ts';
