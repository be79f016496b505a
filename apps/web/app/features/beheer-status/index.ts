export { StatusEvents } from './status-events.tsx';
