import {
  type ArticleInput,
  knowledgeBaseArticlePath,
  OPERATIONS,
  richTextHasContent,
  type StaffArticle,
  type StaffArticleListItem,
} from '@maatwerk/contract';
import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  knowledgeBaseArticleSlugs,
  knowledgeBaseArticles,
  knowledgeBaseCategories,
  knowledgeBaseFeedback,
} from '../../db/schema.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { recordAudit } from '../audit.ts';
import { cleanRichText } from '../rich-text.ts';
import { requireStaffRole, type StaffWriter } from '../staff-writer.ts';

type Input = z.output<typeof ArticleInput>;
type ArticleRow = typeof knowledgeBaseArticles.$inferSelect;
type CategoryRow = typeof knowledgeBaseCategories.$inferSelect;

const articleNotFound = () => notFound('Dit artikel bestaat niet (meer).');

const feedbackCounts = async (db: DbOrTx, ids: number[]) => {
  const counts = new Map<number, { helpful: number; not_helpful: number }>();
  if (ids.length === 0) return counts;
  const rows = await db
    .select({
      articleId: knowledgeBaseFeedback.articleId,
      helpful: knowledgeBaseFeedback.helpful,
      total: count(),
    })
    .from(knowledgeBaseFeedback)
    .where(inArray(knowledgeBaseFeedback.articleId, ids))
    .groupBy(knowledgeBaseFeedback.articleId, knowledgeBaseFeedback.helpful);
  for (const row of rows) {
    const entry = counts.get(row.articleId) ?? { helpful: 0, not_helpful: 0 };
    if (row.helpful) entry.helpful = row.total;
    else entry.not_helpful = row.total;
    counts.set(row.articleId, entry);
  }
  return counts;
};

const listItemOf = (
  article: ArticleRow,
  category: CategoryRow,
  feedback: { helpful: number; not_helpful: number } | undefined,
): StaffArticleListItem => ({
  id: article.id,
  slug: article.slug,
  title: article.title,
  category: { id: category.id, title: category.title, kind: category.kind },
  url: knowledgeBaseArticlePath(category.kind, category.slug, article.slug),
  updated_at: article.updatedAt.toISOString(),
  published_at: article.publishedAt?.toISOString() ?? null,
  feedback: feedback ?? { helpful: 0, not_helpful: 0 },
});

/** Every article and question, newest change first, with its "nuttig?" counts. */
export const listArticles = async (db: DbOrTx): Promise<StaffArticleListItem[]> => {
  const rows = await db
    .select({ article: knowledgeBaseArticles, category: knowledgeBaseCategories })
    .from(knowledgeBaseArticles)
    .innerJoin(knowledgeBaseCategories, eq(knowledgeBaseCategories.id, knowledgeBaseArticles.categoryId))
    .orderBy(desc(knowledgeBaseArticles.updatedAt), asc(knowledgeBaseArticles.id));
  const counts = await feedbackCounts(
    db,
    rows.map(({ article }) => article.id),
  );
  return rows.map(({ article, category }) => listItemOf(article, category, counts.get(article.id)));
};

export const getArticle = async (db: DbOrTx, id: number): Promise<StaffArticle> => {
  const [row] = await db
    .select({ article: knowledgeBaseArticles, category: knowledgeBaseCategories })
    .from(knowledgeBaseArticles)
    .innerJoin(knowledgeBaseCategories, eq(knowledgeBaseCategories.id, knowledgeBaseArticles.categoryId))
    .where(eq(knowledgeBaseArticles.id, id));
  if (!row) throw articleNotFound();
  const formerSlugs = await db
    .select({ slug: knowledgeBaseArticleSlugs.slug })
    .from(knowledgeBaseArticleSlugs)
    .where(eq(knowledgeBaseArticleSlugs.articleId, id))
    .orderBy(desc(knowledgeBaseArticleSlugs.createdAt), asc(knowledgeBaseArticleSlugs.slug));
  const counts = await feedbackCounts(db, [id]);
  return {
    ...listItemOf(row.article, row.category, counts.get(id)),
    description: row.article.description,
    content_html: row.article.content,
    former_slugs: formerSlugs.map(({ slug }) => slug),
  };
};

/** The cleaned body, or the same 422 the schema gives when nothing is left after cleaning. */
export const cleanBody = async (html: string, field = 'content_html', label = 'Inhoud'): Promise<string> => {
  const clean = await cleanRichText(html);
  if (!richTextHasContent(clean))
    throw new HttpError('validation_failed', undefined, { fields: { [field]: `${label} is verplicht.` } });
  return clean;
};

const slugTaken = () =>
  new HttpError('conflict', 'Deze slug is al in gebruik.', {
    fields: { slug: 'Deze slug is al in gebruik bij een ander artikel.' },
  });

/** A slug is free for this article when no other article has it, now or before. */
const assertSlugFree = async (tx: DbOrTx, slug: string, articleId: number | null) => {
  const [current] = await tx
    .select({ id: knowledgeBaseArticles.id })
    .from(knowledgeBaseArticles)
    .where(
      articleId === null
        ? eq(knowledgeBaseArticles.slug, slug)
        : and(eq(knowledgeBaseArticles.slug, slug), ne(knowledgeBaseArticles.id, articleId)),
    );
  const [former] = await tx
    .select({ articleId: knowledgeBaseArticleSlugs.articleId })
    .from(knowledgeBaseArticleSlugs)
    .where(eq(knowledgeBaseArticleSlugs.slug, slug));
  if (current || (former && former.articleId !== articleId)) throw slugTaken();
};

const assertCategory = async (tx: DbOrTx, categoryId: number) => {
  const [category] = await tx
    .select({ id: knowledgeBaseCategories.id })
    .from(knowledgeBaseCategories)
    .where(eq(knowledgeBaseCategories.id, categoryId));
  if (!category)
    throw new HttpError('validation_failed', undefined, {
      fields: { category_id: 'Kies een bestaande categorie.' },
    });
};

const auditView = (row: ArticleRow) => ({
  category_id: row.categoryId,
  slug: row.slug,
  title: row.title,
  description: row.description,
  content_html: row.content,
  published: row.publishedAt !== null,
});

export const createArticle = async (db: Db, actor: StaffWriter, input: Input): Promise<StaffArticle> => {
  requireStaffRole(actor, OPERATIONS);
  const content = await cleanBody(input.content_html);
  const id = await db.transaction(async (tx) => {
    await assertCategory(tx, input.category_id);
    await assertSlugFree(tx, input.slug, null);
    const [row] = await tx
      .insert(knowledgeBaseArticles)
      .values({
        categoryId: input.category_id,
        slug: input.slug,
        title: input.title,
        description: input.description,
        content,
        publishedAt: input.published ? sql`now()` : null,
      })
      .returning();
    if (!row) throw new Error('insert returned nothing');
    await recordAudit(tx, actor, {
      action: 'knowledge_base_article.create',
      entity: 'knowledge_base_article',
      entityId: row.id,
      after: auditView(row),
    });
    return row.id;
  });
  return getArticle(db, id);
};

export const updateArticle = async (
  db: Db,
  actor: StaffWriter,
  id: number,
  input: Input,
): Promise<StaffArticle> => {
  requireStaffRole(actor, OPERATIONS);
  const content = await cleanBody(input.content_html);
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(knowledgeBaseArticles)
      .where(eq(knowledgeBaseArticles.id, id))
      .for('update');
    if (!before) throw articleNotFound();
    await assertCategory(tx, input.category_id);
    await assertSlugFree(tx, input.slug, id);
    if (before.slug !== input.slug) {
      // The old address keeps working; going back to a former slug makes it current again.
      await tx
        .insert(knowledgeBaseArticleSlugs)
        .values({ slug: before.slug, articleId: id })
        .onConflictDoNothing();
      await tx.delete(knowledgeBaseArticleSlugs).where(eq(knowledgeBaseArticleSlugs.slug, input.slug));
    }
    const [after] = await tx
      .update(knowledgeBaseArticles)
      .set({
        categoryId: input.category_id,
        slug: input.slug,
        title: input.title,
        description: input.description,
        content,
        // Published keeps the moment it first went on the site; publishing a concept sets it now.
        publishedAt: input.published ? (before.publishedAt ?? sql`now()`) : null,
        updatedAt: sql`now()`,
      })
      .where(eq(knowledgeBaseArticles.id, id))
      .returning();
    if (!after) throw articleNotFound();
    await recordAudit(tx, actor, {
      action: 'knowledge_base_article.update',
      entity: 'knowledge_base_article',
      entityId: id,
      before: auditView(before),
      after: auditView(after),
    });
  });
  return getArticle(db, id);
};

export const deleteArticle = async (db: Db, actor: StaffWriter, id: number): Promise<void> => {
  requireStaffRole(actor, OPERATIONS);
  await db.transaction(async (tx) => {
    const [before] = await tx
      .delete(knowledgeBaseArticles)
      .where(eq(knowledgeBaseArticles.id, id))
      .returning();
    if (!before) throw articleNotFound();
    await recordAudit(tx, actor, {
      action: 'knowledge_base_article.delete',
      entity: 'knowledge_base_article',
      entityId: id,
      before: auditView(before),
    });
  });
};
