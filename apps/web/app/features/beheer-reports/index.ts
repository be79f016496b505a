export { ReportsPage } from './reports-page.tsx';
