export { queueSubscriberMails, STATUS_SUBSCRIPTION_MAIL_QUEUE } from './fan-out.ts';
export { confirm, type StatusSubscriptionDeps, subscribe, unsubscribe } from './subscriptions.ts';
