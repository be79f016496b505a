import { useEffect, useRef } from 'react';
import { siteConfig } from '~/lib/config.ts';
import { AppLink } from '../app-link.tsx';
import styles from './main-menu.module.css';

const internalLinks = [
  { to: '/', label: 'Home' },
  { to: '/contact', label: 'Contact' },
  { to: '/meet', label: 'Afspraak maken' },
  { to: '/klantenportaal', label: 'Klantenportaal' },
];

export const MainMenu = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const panel = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector<HTMLElement>('a')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onClose]);

  return (
    <nav id="main-menu" ref={panel} className={styles.menu} aria-label="Hoofdmenu" hidden={!open}>
      <div className={styles.inner}>
        <ul className={styles.services}>
          {siteConfig.mainMenu.map((link) => (
            <li key={link.href}>
              <a href={link.href} rel="noopener" className={styles.service}>
                <span className={styles.serviceTitle}>{link.label}</span>
                <span className={styles.serviceText}>{link.description}</span>
              </a>
            </li>
          ))}
        </ul>
        <ul className={styles.pages}>
          {internalLinks.map((link) => (
            <li key={link.to}>
              <AppLink to={link.to}>{link.label}</AppLink>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
};
