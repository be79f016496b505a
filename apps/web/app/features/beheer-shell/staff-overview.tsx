import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { navItemsFor } from './nav-items.ts';
import styles from './staff-overview.module.css';
import { useStaff } from './use-staff.ts';
import { WorkCounts } from './work-counts.tsx';

/**
 * The start page: a greeting, what waits for the provider, and the parts of the back office this
 * role may open. `live` is what the page adds from other parts (the waiting chats) under the counts.
 */
export const StaffOverview = ({ live }: { live?: ReactNode }) => {
  const staff = useStaff();
  const items = navItemsFor(staff.role).filter((item) => item.to !== '/beheer/overzicht');
  return (
    <>
      <h1>Overzicht</h1>
      <p>Welkom, {staff.name}.</p>
      <h2>Wat er wacht</h2>
      <WorkCounts />
      {live}
      <h2>Onderdelen</h2>
      {items.length === 0 && <p>De onderdelen van het beheer verschijnen hier zodra ze beschikbaar zijn.</p>}
      <ul className={styles.cards}>
        {items.map((item) => (
          <li key={item.to}>
            <Link to={item.to} className={styles.card}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
};
