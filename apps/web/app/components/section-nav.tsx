import { type CSSProperties, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import styles from './section-nav.module.css';

export interface SectionNavItem {
  to: string;
  label: string;
  /** Active only on this address itself, not on the addresses below it. */
  end?: boolean;
}

/**
 * The row of section links under the header, in rows as the width needs. On a phone the links
 * fold behind a menu button (`menuLabel`) so that the page starts near the top: the button says
 * whether it is open, Escape closes it and gives the button focus back, and a new page closes it.
 * `columns`: on a tablet or small laptop the links stand in rows of that many, evenly.
 * `onIntent` runs when a link is pointed at or focused.
 */
export const SectionNav = ({
  label,
  menuLabel,
  items,
  columns,
  onIntent,
}: {
  label: string;
  menuLabel: string;
  items: readonly SectionNavItem[];
  columns?: number;
  onIntent?: (to: string) => void;
}) => {
  const listId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on every new address
  useEffect(() => setOpen(false), [pathname]);

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    button.current?.focus();
  };

  return (
    <nav
      className={columns ? `${styles.nav} ${styles.columns}` : styles.nav}
      style={columns ? ({ '--section-nav-columns': columns } as CSSProperties) : undefined}
      aria-label={label}
      onKeyDown={closeOnEscape}
    >
      <div className={styles.bar}>
        <button
          ref={button}
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen(!open)}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
            <path
              d={open ? 'M6 15l6-6 6 6' : 'M6 9l6 6 6-6'}
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
          {menuLabel}
        </button>
      </div>
      <ul id={listId} className={open ? `${styles.list} ${styles.open}` : styles.list}>
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
};
