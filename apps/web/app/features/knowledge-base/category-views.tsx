import type { KnowledgeBaseArticleSummary, KnowledgeBaseCategory } from '@maatwerk/contract';
import { AppLink } from '~/components/app-link.tsx';
import { formatDutchDate } from './dates.ts';
import styles from './knowledge-base.module.css';

/** How many articles a category shows on the overview before 'Alle artikelen'. */
const OVERVIEW_ARTICLES = 5;

export const articlePath = (categorySlug: string, articleSlug: string) =>
  `/kennisbank/${categorySlug}/${articleSlug}`;

export const ArticleList = ({
  categorySlug,
  articles,
  withDates = false,
}: {
  categorySlug: string;
  articles: readonly KnowledgeBaseArticleSummary[];
  withDates?: boolean;
}) => (
  <ul className={styles.articleList}>
    {articles.map((article) => (
      <li key={article.slug}>
        <AppLink to={articlePath(categorySlug, article.slug)} className={styles.articleLink}>
          {article.title}
        </AppLink>
        {withDates && (
          <>
            <p className={styles.articleDescription}>{article.description}</p>
            <p className={styles.meta}>Laatst bijgewerkt: {formatDutchDate(article.updated_at)}</p>
          </>
        )}
      </li>
    ))}
  </ul>
);

/** /kennisbank: every category with its newest articles. */
export const KnowledgeBaseOverview = ({ categories }: { categories: readonly KnowledgeBaseCategory[] }) => (
  <div className="container page">
    <header className={styles.intro}>
      <h1>Kennisbank</h1>
      <p className="prose">
        Antwoorden en handleidingen over je hosting, domeinnamen, e-mail, het klantenportaal en je maatwerk
        software. Staat je vraag er niet bij? Kijk bij de{' '}
        <AppLink to="/veelgestelde-vragen">veelgestelde vragen</AppLink> of{' '}
        <AppLink to="/contact">neem contact op</AppLink>.
      </p>
    </header>
    <div className={styles.categoryGrid}>
      {categories.map((category) => (
        <section
          key={category.slug}
          className={styles.categoryCard}
          aria-labelledby={`categorie-${category.slug}`}
        >
          <h2 id={`categorie-${category.slug}`} className={styles.categoryTitle}>
            <AppLink to={`/kennisbank/${category.slug}`}>{category.title}</AppLink>
          </h2>
          <p className={styles.articleDescription}>{category.description}</p>
          <ArticleList
            categorySlug={category.slug}
            articles={category.articles.slice(0, OVERVIEW_ARTICLES)}
          />
          {category.articles.length > OVERVIEW_ARTICLES && (
            <p>
              <AppLink to={`/kennisbank/${category.slug}`} className={styles.more}>
                Alle {category.articles.length} artikelen in {category.title}
              </AppLink>
            </p>
          )}
        </section>
      ))}
    </div>
  </div>
);

/** /kennisbank/{categorie}: all of a category's articles, newest first. */
export const CategoryPage = ({ category }: { category: KnowledgeBaseCategory }) => (
  <div className="container page">
    <Breadcrumbs trail={[{ label: 'Kennisbank', to: '/kennisbank' }]} current={category.title} />
    <header className={styles.intro}>
      <h1>{category.title}</h1>
      <p className="prose">{category.description}</p>
    </header>
    <ArticleList categorySlug={category.slug} articles={category.articles} withDates />
  </div>
);

export const Breadcrumbs = ({
  trail,
  current,
}: {
  trail: readonly { label: string; to: string }[];
  current: string;
}) => (
  <nav aria-label="Kruimelpad" className={styles.breadcrumbs}>
    <ol>
      {trail.map((step) => (
        <li key={step.to}>
          <AppLink to={step.to}>{step.label}</AppLink>
        </li>
      ))}
      <li aria-current="page">{current}</li>
    </ol>
  </nav>
);
