import type { Faq } from '@maatwerk/contract';
import { AppLink } from '~/components/app-link.tsx';
import styles from './knowledge-base.module.css';

/** /veelgestelde-vragen: the questions per theme, each answer unfolded with the native details element. */
export const FaqView = ({ faq, answers }: { faq: Faq; answers: Record<string, string> }) => (
  <div className="container page">
    <header className={styles.intro}>
      <h1>Veelgestelde vragen</h1>
      <p className="prose">
        Korte antwoorden op de vragen die we het vaakst krijgen. Meer uitleg staat in de{' '}
        <AppLink to="/kennisbank">kennisbank</AppLink>.
      </p>
    </header>
    {faq.themes.length > 1 && (
      <nav className={styles.toc} aria-labelledby="themas">
        <h2 id="themas" className={styles.tocTitle}>
          Thema's
        </h2>
        <ol>
          {faq.themes.map((theme) => (
            <li key={theme.slug}>
              <a href={`#${theme.slug}`}>{theme.title}</a>
            </li>
          ))}
        </ol>
      </nav>
    )}
    {faq.themes.map((theme) => (
      <section key={theme.slug} className={styles.faqTheme} aria-labelledby={theme.slug}>
        <h2 id={theme.slug}>{theme.title}</h2>
        <p className={styles.articleDescription}>{theme.description}</p>
        {theme.questions.map((question) => (
          <details key={question.slug} id={question.slug} className={styles.question}>
            <summary>{question.question}</summary>
            <div
              className={styles.content}
              // biome-ignore lint/security/noDangerouslySetInnerHtml: cleaned by the API's allowlist and again on this server
              dangerouslySetInnerHTML={{ __html: answers[question.slug] ?? '' }}
            />
          </details>
        ))}
      </section>
    ))}
  </div>
);
