export { usePriceStore } from './price-store.ts';
export { WebhostingPage } from './webhosting-page.tsx';
