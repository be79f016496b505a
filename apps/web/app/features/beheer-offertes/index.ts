export { NewOffertePage, StaffOffertePage } from './offerte-page.tsx';
export { StaffOffertesPage } from './offertes-page.tsx';
