import type {
  Faq,
  KnowledgeBaseArticle,
  KnowledgeBaseArticleSummary,
  KnowledgeBaseCategory,
  KnowledgeBaseOverview,
} from '@maatwerk/contract';
import { and, asc, desc, eq, isNotNull, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  knowledgeBaseArticleSlugs,
  knowledgeBaseArticles,
  knowledgeBaseCategories,
  knowledgeBaseCategorySlugs,
  knowledgeBaseFeedback,
} from '../../db/schema.ts';

type ArticleRow = typeof knowledgeBaseArticles.$inferSelect;
type CategoryRow = typeof knowledgeBaseCategories.$inferSelect;

/** How many related articles an article shows. */
export const RELATED_ARTICLES = 4;

const summaryOf = (row: ArticleRow): KnowledgeBaseArticleSummary => ({
  slug: row.slug,
  title: row.title,
  description: row.description,
  updated_at: row.updatedAt.toISOString(),
});

const categoryOrder = [asc(knowledgeBaseCategories.position), asc(knowledgeBaseCategories.id)];

/** The site shows published articles only: a concept is seen by staff alone. */
export const isPublished = isNotNull(knowledgeBaseArticles.publishedAt);

/** The knowledge base's categories (not the FAQ themes), each with its articles, newest first. */
export const knowledgeBaseOverview = async (db: DbOrTx): Promise<KnowledgeBaseOverview> => {
  const categories = await db
    .select()
    .from(knowledgeBaseCategories)
    .where(eq(knowledgeBaseCategories.kind, 'kennisbank'))
    .orderBy(...categoryOrder);
  const articles = await db
    .select()
    .from(knowledgeBaseArticles)
    .where(isPublished)
    .orderBy(desc(knowledgeBaseArticles.updatedAt));
  return {
    categories: categories.map((category) => ({
      slug: category.slug,
      title: category.title,
      description: category.description,
      articles: articles.filter((article) => article.categoryId === category.id).map(summaryOf),
    })),
  };
};

/** A category by its slug or a former one. */
const findCategory = async (db: DbOrTx, slug: string): Promise<CategoryRow | undefined> => {
  const [current] = await db
    .select()
    .from(knowledgeBaseCategories)
    .where(eq(knowledgeBaseCategories.slug, slug));
  if (current) return current;
  const [former] = await db
    .select({ category: knowledgeBaseCategories })
    .from(knowledgeBaseCategorySlugs)
    .innerJoin(knowledgeBaseCategories, eq(knowledgeBaseCategories.id, knowledgeBaseCategorySlugs.categoryId))
    .where(eq(knowledgeBaseCategorySlugs.slug, slug));
  return former?.category;
};

/** A published article by its slug or a former one. */
export const findArticle = async (db: DbOrTx, slug: string): Promise<ArticleRow | undefined> => {
  const [current] = await db
    .select()
    .from(knowledgeBaseArticles)
    .where(and(eq(knowledgeBaseArticles.slug, slug), isPublished));
  if (current) return current;
  const [former] = await db
    .select({ article: knowledgeBaseArticles })
    .from(knowledgeBaseArticleSlugs)
    .innerJoin(knowledgeBaseArticles, eq(knowledgeBaseArticles.id, knowledgeBaseArticleSlugs.articleId))
    .where(and(eq(knowledgeBaseArticleSlugs.slug, slug), isPublished));
  return former?.article;
};

/** A category of the knowledge base with its articles; FAQ themes live on their own page. */
export const knowledgeBaseCategory = async (
  db: DbOrTx,
  slug: string,
): Promise<KnowledgeBaseCategory | null> => {
  const category = await findCategory(db, slug);
  if (category?.kind !== 'kennisbank') return null;
  const articles = await db
    .select()
    .from(knowledgeBaseArticles)
    .where(and(eq(knowledgeBaseArticles.categoryId, category.id), isPublished))
    .orderBy(desc(knowledgeBaseArticles.updatedAt));
  return {
    slug: category.slug,
    title: category.title,
    description: category.description,
    articles: articles.map(summaryOf),
  };
};

/** An article with the newest other articles of its category as related reading. */
export const knowledgeBaseArticle = async (
  db: DbOrTx,
  slug: string,
): Promise<KnowledgeBaseArticle | null> => {
  const article = await findArticle(db, slug);
  if (!article) return null;
  const [category] = await db
    .select()
    .from(knowledgeBaseCategories)
    .where(eq(knowledgeBaseCategories.id, article.categoryId));
  if (!category) return null;
  const related = await db
    .select()
    .from(knowledgeBaseArticles)
    .where(
      and(
        eq(knowledgeBaseArticles.categoryId, category.id),
        ne(knowledgeBaseArticles.id, article.id),
        isPublished,
      ),
    )
    .orderBy(desc(knowledgeBaseArticles.updatedAt))
    .limit(RELATED_ARTICLES);
  return {
    id: article.id,
    slug: article.slug,
    title: article.title,
    description: article.description,
    content_html: article.content,
    created_at: article.createdAt.toISOString(),
    updated_at: article.updatedAt.toISOString(),
    category: { slug: category.slug, title: category.title, kind: category.kind },
    related: related.map(summaryOf),
  };
};

/** Records one answer to "Was dit artikel nuttig?"; false when there is no such article. */
export const recordArticleFeedback = async (db: DbOrTx, slug: string, helpful: boolean): Promise<boolean> => {
  const article = await findArticle(db, slug);
  if (!article) return false;
  await db.insert(knowledgeBaseFeedback).values({ articleId: article.id, helpful });
  return true;
};

/** The FAQ themes with their questions, oldest question first (the order they were written in). */
export const faq = async (db: DbOrTx): Promise<Faq> => {
  const themes = await db
    .select()
    .from(knowledgeBaseCategories)
    .where(eq(knowledgeBaseCategories.kind, 'faq'))
    .orderBy(...categoryOrder);
  const questions = await db
    .select({ article: knowledgeBaseArticles })
    .from(knowledgeBaseArticles)
    .innerJoin(knowledgeBaseCategories, eq(knowledgeBaseCategories.id, knowledgeBaseArticles.categoryId))
    .where(and(eq(knowledgeBaseCategories.kind, 'faq'), isPublished))
    .orderBy(asc(knowledgeBaseArticles.id));
  return {
    themes: themes.map((theme) => ({
      slug: theme.slug,
      title: theme.title,
      description: theme.description,
      questions: questions
        .filter(({ article }) => article.categoryId === theme.id)
        .map(({ article }) => ({
          slug: article.slug,
          question: article.title,
          answer_html: article.content,
          updated_at: article.updatedAt.toISOString(),
        })),
    })),
  };
};
