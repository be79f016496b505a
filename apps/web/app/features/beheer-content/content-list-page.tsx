import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './beheer-content.module.css';

/** A list of the content beside the articles (categories, pages and sites), with the way back. */
export const ContentListPage = ({ children }: { children: ReactNode }) => (
  <div className={styles.page}>
    <p>
      <Link to="/beheer/inhoud">← Alle artikelen</Link>
    </p>
    {children}
  </div>
);
