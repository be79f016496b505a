export { HoursPage } from './hours-page.tsx';
export { OrderHours } from './order-hours.tsx';
export { useWaitingHours, type WaitingHours } from './waiting-hours.ts';
