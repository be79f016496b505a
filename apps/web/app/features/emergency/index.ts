export { EmergencyPage } from './emergency-page.tsx';
