/**
 * The back office's shell: its layout, navigation, the staff session and the typed API client.
 *
 *   import { staffApi, useStaff } from '~/features/beheer-shell/index.ts';
 *   const orders = await staffApi(apiRoutes.staffListOrders, { query: { status: 'nieuw' } });
 *   const { staffId, name, email, role } = useStaff();
 *
 * Navigation items are one list in nav-items.ts; each area adds its own line.
 */

export { AcceptInvitation } from './accept-invitation.tsx';
export { BeheerLayout } from './beheer-layout.tsx';
export { loadStaffSession, STAFF_LOGIN_PATH, staffApi, staffToken } from './staff-api.ts';
export { staffCustomersKey, useStaffCustomers } from './staff-customers.ts';
export { STAFF_HOME_PATH, StaffLogin } from './staff-login.tsx';
export { StaffOverview } from './staff-overview.tsx';
export { useStaff, useStaffCan } from './use-staff.ts';
