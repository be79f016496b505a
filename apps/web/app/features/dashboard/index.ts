export { Dashboard } from './dashboard.tsx';
