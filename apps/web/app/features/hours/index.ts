export { HoursPage } from './hours-page.tsx';
export { OrderHours } from './order-hours.tsx';
