export { confirm, type NewsletterDeps, subscribe, unsubscribe } from './subscriptions.ts';
