export { PrivacyPage } from './privacy-page.tsx';
