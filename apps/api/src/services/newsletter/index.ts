export { alreadySubscribedMail, confirmationMail } from './mails.ts';
export {
  confirm,
  NEWSLETTER_MAIL_INTERVAL_MS,
  type NewsletterDeps,
  PENDING_RETENTION_DAYS,
  subscribe,
  unsubscribe,
} from './subscriptions.ts';
