export { EmergencyCalls } from './emergency-calls.tsx';
