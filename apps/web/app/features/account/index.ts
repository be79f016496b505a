export { AccountPage } from './account-page.tsx';
