import { type TeamRole, teamRoleMayOpen } from '@maatwerk/contract/constants';
import { preloadRoute } from '~/lib/route-preload.ts';
import { SectionNav, type SectionNavItem } from './section-nav.tsx';

const items: SectionNavItem[] = [
  { to: '/klantenportaal/dashboard', label: 'Dashboard', end: true },
  { to: '/klantenportaal/opdrachten', label: 'Opdrachten' },
  { to: '/klantenportaal/offertes', label: 'Offertes' },
  { to: '/klantenportaal/facturen', label: 'Facturen' },
  { to: '/klantenportaal/webhosting', label: 'Webhosting' },
  { to: '/klantenportaal/diensten', label: 'Diensten' },
  { to: '/klantenportaal/tijd-reserveren', label: 'Tijd reserveren' },
  { to: '/klantenportaal/noodoproep', label: 'Noodoproep' },
  { to: '/klantenportaal/mijn-account', label: 'Mijn account' },
  { to: '/klantenportaal/uitloggen', label: 'Uitloggen' },
];

/** The portal's sections; a team member sees those their role may use (all while the role is not known). */
export const PortalNav = ({ role }: { role: TeamRole | undefined }) => (
  <SectionNav
    label="Klantenportaal"
    menuLabel="Portaalmenu"
    columns={4}
    items={items.filter((item) => role === undefined || teamRoleMayOpen(role, item.to))}
    onIntent={preloadRoute}
  />
);
