import type { KnowledgeBaseArticle } from '@maatwerk/contract';
import { useFetcher } from 'react-router';
import { AppLink } from '~/components/app-link.tsx';
import { ArticleList, Breadcrumbs } from './category-views.tsx';
import { formatDutchDate } from './dates.ts';
import styles from './knowledge-base.module.css';

export interface TocEntry {
  id: string;
  title: string;
}

/** What the article's action answers: the thanks, or why the answer was not kept. */
export type FeedbackResult = { sent: true } | { sent: false; message: string };

interface ArticleViewProps {
  article: KnowledgeBaseArticle;
  /** The article's HTML, cleaned on the server, headings with anchors. */
  html: string;
  toc: readonly TocEntry[];
  /** The answer of a form sent without JavaScript (the page came back from the action). */
  feedback?: FeedbackResult;
}

const Feedback = ({ fallback }: { fallback?: FeedbackResult }) => {
  const fetcher = useFetcher<FeedbackResult>();
  const result = fetcher.data ?? fallback;
  const busy = fetcher.state !== 'idle';
  return (
    <section className={styles.feedback} aria-labelledby="nuttig">
      <div aria-live="polite">
        {result?.sent ? (
          <p className={styles.thanks}>Bedankt voor je antwoord! Daarmee maken we de kennisbank beter.</p>
        ) : (
          <fetcher.Form method="post" className={styles.feedbackForm}>
            <h2 id="nuttig" className={styles.feedbackTitle}>
              Was dit artikel nuttig?
            </h2>
            <div className={styles.feedbackButtons}>
              <button
                type="submit"
                name="helpful"
                value="ja"
                className="button button-secondary"
                disabled={busy}
              >
                Ja
              </button>
              <button
                type="submit"
                name="helpful"
                value="nee"
                className="button button-secondary"
                disabled={busy}
              >
                Nee
              </button>
            </div>
            {result && !result.sent && (
              <p className={styles.error} role="alert">
                {result.message}
              </p>
            )}
          </fetcher.Form>
        )}
      </div>
    </section>
  );
};

/** /kennisbank/{categorie}/{artikel}: the article, its contents, the question and related reading. */
export const ArticleView = ({ article, html, toc, feedback }: ArticleViewProps) => (
  <div className="container page">
    <Breadcrumbs
      trail={[
        { label: 'Kennisbank', to: '/kennisbank' },
        { label: article.category.title, to: `/kennisbank/${article.category.slug}` },
      ]}
      current={article.title}
    />
    <article className={styles.article} aria-labelledby="artikel-titel">
      <header className={styles.articleHeader}>
        <h1 id="artikel-titel">{article.title}</h1>
        <p className={styles.lead}>{article.description}</p>
        <p className={styles.meta}>
          Laatst bijgewerkt: <time dateTime={article.updated_at}>{formatDutchDate(article.updated_at)}</time>
        </p>
      </header>
      {toc.length > 0 && (
        <nav className={styles.toc} aria-labelledby="inhoudsopgave">
          <h2 id="inhoudsopgave" className={styles.tocTitle}>
            Inhoud
          </h2>
          <ol>
            {toc.map((entry) => (
              <li key={entry.id}>
                <a href={`#${entry.id}`}>{entry.title}</a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      <div
        className={styles.content}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: cleaned by the API's allowlist and again on this server
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </article>
    <Feedback fallback={feedback} />
    {article.related.length > 0 && (
      <section className={styles.related} aria-labelledby="gerelateerd">
        <h2 id="gerelateerd">Gerelateerde artikelen</h2>
        <ArticleList categorySlug={article.category.slug} articles={article.related} />
      </section>
    )}
    <p className={styles.meta}>
      Niet gevonden wat je zocht? <AppLink to="/contact">Neem contact op</AppLink>, we helpen je graag.
    </p>
  </div>
);
