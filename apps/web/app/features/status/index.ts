/**
 * System status: the public page (/status) and the dashboard's notice of incidents that touch the
 * customer's own services. The page's loader is in status-api.server.ts.
 */
export { IncidentsNotice } from './incidents-notice.tsx';
export { StatusEventView, StatusPage } from './status-page.tsx';
