export { queueSubscriberMails, STATUS_SUBSCRIPTION_MAIL_QUEUE } from './fan-out.ts';
export { confirm, subscribe, unsubscribe } from './subscriptions.ts';
