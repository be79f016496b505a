import { ADMIN_ONLY, ALL_STAFF, FINANCE, type StaffRole } from '@maatwerk/contract';

export interface BeheerNavItem {
  to: string;
  label: string;
  /** Who sees the item; the API checks the role again on every call. */
  roles: readonly StaffRole[];
}

/** The back office's navigation, in order. Each area adds its own line. */
export const navItems: BeheerNavItem[] = [
  { to: '/beheer/overzicht', label: 'Overzicht', roles: ALL_STAFF },
  { to: '/beheer/opdrachten', label: 'Opdrachten', roles: ALL_STAFF },
  { to: '/beheer/chat', label: 'Chat', roles: ALL_STAFF },
  { to: '/beheer/noodoproepen', label: 'Noodoproepen', roles: ALL_STAFF },
  { to: '/beheer/status', label: 'Systeemstatus', roles: ALL_STAFF },
  { to: '/beheer/domeinbestellingen', label: 'Domeinbestellingen', roles: ALL_STAFF },
  { to: '/beheer/inhoud', label: 'Inhoud', roles: ALL_STAFF },
  { to: '/beheer/klanten', label: 'Klanten', roles: ALL_STAFF },
  { to: '/beheer/producten', label: 'Producten', roles: ALL_STAFF },
  { to: '/beheer/offertes', label: 'Offertes', roles: ALL_STAFF },
  { to: '/beheer/facturen', label: 'Facturen', roles: FINANCE },
  { to: '/beheer/tijd', label: 'Tijd en reserveringen', roles: ALL_STAFF },
  { to: '/beheer/serviceniveaus', label: 'Serviceniveaus', roles: ALL_STAFF },
  { to: '/beheer/medewerkers', label: 'Medewerkers', roles: ADMIN_ONLY },
  { to: '/beheer/audit', label: 'Auditlog', roles: ADMIN_ONLY },
  { to: '/beheer/avg', label: 'AVG', roles: ALL_STAFF },
];

export const navItemsFor = (role: StaffRole): BeheerNavItem[] =>
  navItems.filter((item) => item.roles.includes(role));

/** The section a back-office address belongs to, or undefined outside the sections of the menu. */
export const navItemOf = (pathname: string): BeheerNavItem | undefined =>
  navItems.find((item) => pathname === item.to || pathname.startsWith(`${item.to}/`));
