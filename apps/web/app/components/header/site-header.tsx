import type { ReactNode } from 'react';
import { useClientStore } from '~/lib/client-store.ts';
import { useHeaderHeight } from '~/lib/navigation-effects.ts';
import { AppLink } from '../app-link.tsx';
import { Logo } from '../logo.tsx';
import { MainMenu } from './main-menu.tsx';
import styles from './site-header.module.css';

interface SiteHeaderProps {
  /** The search icon; its palette is a feature of its own. */
  search?: ReactNode;
  /** The login button and popup. */
  account?: ReactNode;
}

export const SiteHeader = ({ search, account }: SiteHeaderProps) => {
  const height = useHeaderHeight();
  const menuOpen = useClientStore((state) => state.menuOpen);
  const setState = useClientStore((state) => state.set);

  return (
    <header className={styles.header} style={{ height }} data-height={height}>
      <div className={styles.inner}>
        <AppLink to="/" className={styles.brand} aria-label="Kodewerk, naar de homepage">
          <Logo compact={height < 91} />
        </AppLink>
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.iconButton}
            aria-expanded={menuOpen}
            aria-controls="main-menu"
            onClick={() => setState({ menuOpen: !menuOpen })}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
              {menuOpen ? (
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              ) : (
                <path
                  d="M4 7h16M4 12h16M4 17h16"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                />
              )}
            </svg>
            <span className={`visually-hidden ${styles.label}`}>Menu</span>
          </button>
          {search}
          {account}
        </div>
      </div>
      <MainMenu open={menuOpen} onClose={() => setState({ menuOpen: false })} />
    </header>
  );
};
