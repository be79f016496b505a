export { WebhostingPage } from './webhosting-page.tsx';
