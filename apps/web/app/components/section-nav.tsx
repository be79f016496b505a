import { NavLink } from 'react-router';
import styles from './section-nav.module.css';

export interface SectionNavItem {
  to: string;
  label: string;
  /** Active only on this address itself, not on the addresses below it. */
  end?: boolean;
}

/**
 * The row of section links under the header. `scroll`: few sections in one row (the portal);
 * `wrap`: many sections in rows (the back office). `onIntent` runs when a link is pointed at or focused.
 */
export const SectionNav = ({
  label,
  items,
  layout,
  onIntent,
}: {
  label: string;
  items: readonly SectionNavItem[];
  layout: 'scroll' | 'wrap';
  onIntent?: (to: string) => void;
}) => (
  <nav className={`${styles.nav} ${styles[layout]}`} aria-label={label}>
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item.to}>
          <NavLink
            to={item.to}
            end={item.end}
            className={({ isActive }) => (isActive ? `${styles.link} ${styles.active}` : styles.link)}
            onMouseEnter={onIntent && (() => onIntent(item.to))}
            onFocus={onIntent && (() => onIntent(item.to))}
          >
            {item.label}
          </NavLink>
        </li>
      ))}
    </ul>
  </nav>
);
