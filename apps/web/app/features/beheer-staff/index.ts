export { AuditPage } from './audit-page.tsx';
export { MembersPage } from './members-page.tsx';
export { MyAccountPage } from './notification-settings.tsx';
