import type { ReactNode } from 'react';
import styles from './legal-document.module.css';

export interface LegalSection {
  /** The anchor of the section: /privacyverklaring#bewaartermijnen. */
  id: string;
  title: string;
  content: ReactNode;
}

interface LegalDocumentProps {
  title: string;
  intro: ReactNode;
  /** 'Versie 1.0, 1 januari 2026'. */
  version: string;
  sections: readonly LegalSection[];
}

/**
 * A long document people must be able to find their way in: a table of contents whose links
 * jump to the numbered sections, readable line lengths, and the version on top.
 */
export const LegalDocument = ({ title, intro, version, sections }: LegalDocumentProps) => (
  <div className={`container page ${styles.layout}`}>
    <header className={styles.header}>
      <h1>{title}</h1>
      <p className={styles.version}>{version}</p>
      <div className={styles.intro}>{intro}</div>
    </header>
    <nav className={styles.toc} aria-labelledby="toc-title">
      <h2 id="toc-title" className={styles.tocTitle}>
        Inhoud
      </h2>
      <ol className={styles.tocList}>
        {sections.map((section, index) => (
          <li key={section.id}>
            <a href={`#${section.id}`}>
              <span className={styles.tocNumber}>{index + 1}.</span> {section.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
    <div className={styles.body}>
      {sections.map((section, index) => (
        <section
          key={section.id}
          id={section.id}
          className={styles.section}
          aria-labelledby={`${section.id}-title`}
        >
          <h2 id={`${section.id}-title`} className={styles.sectionTitle}>
            <span className={styles.sectionNumber}>{index + 1}.</span> {section.title}
          </h2>
          {section.content}
          <p className={styles.back}>
            <a href="#toc-title">Terug naar de inhoud</a>
          </p>
        </section>
      ))}
    </div>
  </div>
);
