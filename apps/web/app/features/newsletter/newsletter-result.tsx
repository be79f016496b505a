import type { ReactNode } from 'react';
import { AppLink } from '~/components/app-link.tsx';
import styles from './newsletter-result.module.css';

interface NewsletterResultProps {
  tone: 'success' | 'error' | 'neutral';
  title: string;
  children: ReactNode;
}

/** The page a link from a newsletter mail lands on: what happened, in plain Dutch. */
export const NewsletterResult = ({ tone, title, children }: NewsletterResultProps) => (
  <div className="container page">
    <div className={`${styles.card} ${styles[tone]}`}>
      <span className={styles.icon} aria-hidden="true">
        {tone === 'success' ? '✓' : tone === 'error' ? '!' : '✉'}
      </span>
      <h1 className={styles.title}>{title}</h1>
      <div className={styles.body}>{children}</div>
      <p className={styles.actions}>
        <AppLink to="/" className={tone === 'neutral' ? 'button button-secondary' : 'button'}>
          Naar de homepage
        </AppLink>
      </p>
    </div>
  </div>
);
