export { OffertePage } from './offerte-page.tsx';
export { OffertesPage } from './offertes-page.tsx';
