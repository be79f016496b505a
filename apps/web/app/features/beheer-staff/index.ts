export { AuditPage } from './audit-page.tsx';
export { MembersPage } from './members-page.tsx';
