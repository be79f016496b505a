import type { CategoryInput, StaffCategory } from '@maatwerk/contract';
import { OPERATIONS } from '@maatwerk/contract';
import { and, asc, count, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  knowledgeBaseArticles,
  knowledgeBaseCategories,
  knowledgeBaseCategorySlugs,
} from '../../db/schema.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { recordAudit } from '../audit.ts';
import { requireStaffRole, type StaffWriter } from '../staff-writer.ts';

type Input = z.output<typeof CategoryInput>;
type CategoryRow = typeof knowledgeBaseCategories.$inferSelect;

const categoryNotFound = () => notFound('Deze categorie bestaat niet (meer).');

const view = (row: CategoryRow, articleCount: number): StaffCategory => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  description: row.description,
  kind: row.kind,
  position: row.position,
  article_count: articleCount,
});

const auditView = ({ slug, title, description, kind, position }: CategoryRow) => ({
  slug,
  title,
  description,
  kind,
  position,
});

const articleCount = async (db: DbOrTx, id: number) =>
  (
    await db
      .select({ total: count() })
      .from(knowledgeBaseArticles)
      .where(eq(knowledgeBaseArticles.categoryId, id))
  )[0]?.total ?? 0;

export const listCategories = async (db: DbOrTx): Promise<StaffCategory[]> => {
  const rows = await db
    .select()
    .from(knowledgeBaseCategories)
    .orderBy(
      asc(knowledgeBaseCategories.kind),
      asc(knowledgeBaseCategories.position),
      asc(knowledgeBaseCategories.id),
    );
  const counts = await db
    .select({ categoryId: knowledgeBaseArticles.categoryId, total: count() })
    .from(knowledgeBaseArticles)
    .groupBy(knowledgeBaseArticles.categoryId);
  return rows.map((row) => view(row, counts.find((entry) => entry.categoryId === row.id)?.total ?? 0));
};

const assertSlugFree = async (tx: DbOrTx, slug: string, id: number | null) => {
  const [current] = await tx
    .select({ id: knowledgeBaseCategories.id })
    .from(knowledgeBaseCategories)
    .where(
      id === null
        ? eq(knowledgeBaseCategories.slug, slug)
        : and(eq(knowledgeBaseCategories.slug, slug), ne(knowledgeBaseCategories.id, id)),
    );
  const [former] = await tx
    .select({ categoryId: knowledgeBaseCategorySlugs.categoryId })
    .from(knowledgeBaseCategorySlugs)
    .where(eq(knowledgeBaseCategorySlugs.slug, slug));
  if (current || (former && former.categoryId !== id))
    throw new HttpError('conflict', 'Deze slug is al in gebruik.', {
      fields: { slug: 'Deze slug is al in gebruik bij een andere categorie.' },
    });
};

export const createCategory = async (db: Db, actor: StaffWriter, input: Input): Promise<StaffCategory> => {
  requireStaffRole(actor, OPERATIONS);
  return db.transaction(async (tx) => {
    await assertSlugFree(tx, input.slug, null);
    const [row] = await tx.insert(knowledgeBaseCategories).values(input).returning();
    if (!row) throw new Error('insert returned nothing');
    await recordAudit(tx, actor, {
      action: 'knowledge_base_category.create',
      entity: 'knowledge_base_category',
      entityId: row.id,
      after: auditView(row),
    });
    return view(row, 0);
  });
};

const lockedCategory = async (tx: DbOrTx, id: number) => {
  const [row] = await tx
    .select()
    .from(knowledgeBaseCategories)
    .where(eq(knowledgeBaseCategories.id, id))
    .for('update');
  if (!row) throw categoryNotFound();
  return row;
};

export const updateCategory = async (
  db: Db,
  actor: StaffWriter,
  id: number,
  input: Input,
): Promise<StaffCategory> => {
  requireStaffRole(actor, OPERATIONS);
  return db.transaction(async (tx) => {
    const before = await lockedCategory(tx, id);
    await assertSlugFree(tx, input.slug, id);
    if (before.slug !== input.slug) {
      await tx
        .insert(knowledgeBaseCategorySlugs)
        .values({ slug: before.slug, categoryId: id })
        .onConflictDoNothing();
      await tx.delete(knowledgeBaseCategorySlugs).where(eq(knowledgeBaseCategorySlugs.slug, input.slug));
    }
    const [after] = await tx
      .update(knowledgeBaseCategories)
      .set(input)
      .where(eq(knowledgeBaseCategories.id, id))
      .returning();
    if (!after) throw categoryNotFound();
    await recordAudit(tx, actor, {
      action: 'knowledge_base_category.update',
      entity: 'knowledge_base_category',
      entityId: id,
      before: auditView(before),
      after: auditView(after),
    });
    return view(after, await articleCount(tx, id));
  });
};

/** Only an empty category goes: its articles would otherwise lose their home. */
export const deleteCategory = async (db: Db, actor: StaffWriter, id: number): Promise<void> => {
  requireStaffRole(actor, OPERATIONS);
  await db.transaction(async (tx) => {
    const before = await lockedCategory(tx, id);
    if ((await articleCount(tx, id)) > 0)
      throw new HttpError(
        'conflict',
        'Deze categorie heeft nog artikelen. Verplaats of verwijder die eerst.',
      );
    await tx.delete(knowledgeBaseCategories).where(eq(knowledgeBaseCategories.id, id));
    await recordAudit(tx, actor, {
      action: 'knowledge_base_category.delete',
      entity: 'knowledge_base_category',
      entityId: id,
      before: auditView(before),
    });
  });
};
