import type { StaffArticleListItem, StaffCategory } from '@maatwerk/contract';
import { Link } from 'react-router';
import styles from './beheer-content.module.css';

const dateTime = new Intl.DateTimeFormat('nl-NL', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Europe/Amsterdam',
});

/** The knowledge base at a glance: every article and question with its "nuttig?" answers. */
export const ContentOverview = ({
  articles,
  categories,
  canEdit,
}: {
  articles: readonly StaffArticleListItem[];
  categories: readonly StaffCategory[];
  canEdit: boolean;
}) => (
  <div className={styles.page}>
    <header className={styles.header}>
      <h1>Inhoud</h1>
      <nav aria-label="Inhoud beheren" className={styles.actions}>
        {canEdit && (
          <Link to="/beheer/inhoud/artikelen/nieuw" className="button">
            Nieuw artikel
          </Link>
        )}
        <Link to="/beheer/inhoud/categorieen" className="button button-secondary">
          Categorieën ({categories.length})
        </Link>
        <Link to="/beheer/inhoud/paginas" className="button button-secondary">
          Pagina's en sites
        </Link>
      </nav>
    </header>
    <p className={styles.hint}>
      Artikelen staan op /kennisbank, vragen van een FAQ-thema op /veelgestelde-vragen. Een wijziging is
      direct vindbaar in de zoekfunctie van de site; een concept staat niet op de site tot het daar wordt
      gezet.
    </p>
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className="visually-hidden">Artikelen en vragen, laatst gewijzigd eerst</caption>
        <thead>
          <tr>
            <th scope="col">Titel</th>
            <th scope="col">Categorie</th>
            <th scope="col">Op de site</th>
            <th scope="col">Bijgewerkt</th>
            <th scope="col">Nuttig</th>
            <th scope="col">Niet nuttig</th>
          </tr>
        </thead>
        <tbody>
          {articles.map((article) => (
            <tr key={article.id}>
              <th scope="row">
                <Link to={`/beheer/inhoud/artikelen/${article.id}`}>{article.title}</Link>
              </th>
              <td>
                {article.category.title}
                {article.category.kind === 'faq' && <span className={styles.tag}> (FAQ)</span>}
              </td>
              <td>{article.published_at === null ? 'Concept' : 'Ja'}</td>
              <td>
                <time dateTime={article.updated_at}>{dateTime.format(new Date(article.updated_at))}</time>
              </td>
              <td>{article.feedback.helpful}</td>
              <td>{article.feedback.not_helpful}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  </div>
);
