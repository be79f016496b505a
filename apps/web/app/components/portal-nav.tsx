import { type TeamRole, teamRoleMayOpen } from '@maatwerk/contract/constants';
import { NavLink } from 'react-router';
import { preloadRoute } from '~/lib/route-preload.ts';
import styles from './portal-nav.module.css';

const items = [
  { to: '/klantenportaal/dashboard', label: 'Dashboard' },
  { to: '/klantenportaal/opdrachten', label: 'Opdrachten' },
  { to: '/klantenportaal/facturen', label: 'Facturen' },
  { to: '/klantenportaal/webhosting', label: 'Webhosting' },
  { to: '/klantenportaal/tijd-reserveren', label: 'Tijd reserveren' },
  { to: '/klantenportaal/noodoproep', label: 'Noodoproep' },
  { to: '/klantenportaal/mijn-account', label: 'Mijn account' },
  { to: '/klantenportaal/uitloggen', label: 'Uitloggen' },
];

/** The portal's sections; a team member sees those their role may use (all while the role is not known). */
export const PortalNav = ({ role }: { role: TeamRole | undefined }) => (
  <nav className={styles.nav} aria-label="Klantenportaal">
    <ul className={styles.list}>
      {items
        .filter((item) => role === undefined || teamRoleMayOpen(role, item.to))
        .map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              end={item.to.endsWith('dashboard')}
              className={({ isActive }) => (isActive ? `${styles.link} ${styles.active}` : styles.link)}
              onMouseEnter={() => preloadRoute(item.to)}
              onFocus={() => preloadRoute(item.to)}
            >
              {item.label}
            </NavLink>
          </li>
        ))}
    </ul>
  </nav>
);
