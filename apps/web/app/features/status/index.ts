/**
 * System status: the public page (/status), and one incident or maintenance as the back office
 * shows it too. The page's loader is in status-api.server.ts; the dashboard's notice of incidents
 * that touch the customer's own services is the dashboard's.
 */
export { StatusEventView, StatusPage } from './status-page.tsx';
export { StatusSubscribeForm, type StatusSubscribeResult } from './status-subscribe-form.tsx';
export { statusConfirmTexts, statusUnsubscribeTexts } from './status-subscription-texts.ts';
