export { ReservationsPage } from './reservations-page.tsx';
