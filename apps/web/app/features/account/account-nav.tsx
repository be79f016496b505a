import { NavLink } from 'react-router';
import { useClientStore } from '~/lib/client-store.ts';
import styles from './account-nav.module.css';
import { accountSectionPath, accountSectionsFor } from './account-sections.ts';

/** The sub-navigation of Mijn account: one link per sub-page, the open one marked. */
export const AccountNav = () => {
  const role = useClientStore((state) => state.userData?.team_role);
  return (
    <nav className={styles.nav} aria-label="Mijn account">
      <ul className={styles.list}>
        {accountSectionsFor(role).map((section) => (
          <li key={section.slug}>
            <NavLink
              to={accountSectionPath(section.slug)}
              className={({ isActive }) => (isActive ? `${styles.link} ${styles.active}` : styles.link)}
            >
              {section.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
};
