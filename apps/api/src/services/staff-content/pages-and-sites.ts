import type { PageInput, SiteInput, StaffPage, StaffSite } from '@maatwerk/contract';
import { OPERATIONS } from '@maatwerk/contract';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { pages, sites } from '../../db/schema.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { recordAudit } from '../audit.ts';
import { requireStaffRole, type StaffWriter } from '../staff-writer.ts';
import { cleanBody } from './articles.ts';

type PageRow = typeof pages.$inferSelect;
type SiteRow = typeof sites.$inferSelect;

const pageView = (row: PageRow): StaffPage => ({
  id: row.id,
  slug: row.slug,
  url: row.url,
  title: row.title,
  description: row.description,
  content_html: row.content,
  updated_at: row.updatedAt.toISOString(),
});

const siteView = (row: SiteRow): StaffSite => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  description: row.description,
  content_html: row.content,
  domain: row.domain,
  url: row.url,
  updated_at: row.updatedAt.toISOString(),
});

const pageNotFound = () => notFound('Deze pagina bestaat niet (meer).');
const siteNotFound = () => notFound('Deze site bestaat niet (meer).');

export const listPages = async (db: DbOrTx): Promise<StaffPage[]> =>
  (await db.select().from(pages).orderBy(asc(pages.url))).map(pageView);

export const updatePage = async (
  db: Db,
  actor: StaffWriter,
  id: number,
  input: z.output<typeof PageInput>,
): Promise<StaffPage> => {
  requireStaffRole(actor, OPERATIONS);
  const content = await cleanBody(input.content_html);
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(pages).where(eq(pages.id, id)).for('update');
    if (!before) throw pageNotFound();
    const [after] = await tx
      .update(pages)
      .set({ title: input.title, description: input.description, content, updatedAt: sql`now()` })
      .where(eq(pages.id, id))
      .returning();
    if (!after) throw pageNotFound();
    await recordAudit(tx, actor, {
      action: 'page.update',
      entity: 'page',
      entityId: id,
      before: pageView(before),
      after: pageView(after),
    });
    return pageView(after);
  });
};

export const listSites = async (db: DbOrTx): Promise<StaffSite[]> =>
  (await db.select().from(sites).orderBy(asc(sites.title))).map(siteView);

const assertSiteSlugFree = async (tx: DbOrTx, slug: string, id: number | null) => {
  const [taken] = await tx
    .select({ id: sites.id })
    .from(sites)
    .where(id === null ? eq(sites.slug, slug) : and(eq(sites.slug, slug), ne(sites.id, id)));
  if (taken)
    throw new HttpError('conflict', 'Deze slug is al in gebruik.', {
      fields: { slug: 'Deze slug is al in gebruik bij een andere site.' },
    });
};

const siteValues = async (input: z.output<typeof SiteInput>) => ({
  slug: input.slug,
  title: input.title,
  description: input.description,
  content: await cleanBody(input.content_html),
  domain: input.domain,
  url: input.url,
});

export const createSite = async (
  db: Db,
  actor: StaffWriter,
  input: z.output<typeof SiteInput>,
): Promise<StaffSite> => {
  requireStaffRole(actor, OPERATIONS);
  const values = await siteValues(input);
  return db.transaction(async (tx) => {
    await assertSiteSlugFree(tx, input.slug, null);
    const [row] = await tx.insert(sites).values(values).returning();
    if (!row) throw new Error('insert returned nothing');
    await recordAudit(tx, actor, {
      action: 'site.create',
      entity: 'site',
      entityId: row.id,
      after: siteView(row),
    });
    return siteView(row);
  });
};

export const updateSite = async (
  db: Db,
  actor: StaffWriter,
  id: number,
  input: z.output<typeof SiteInput>,
): Promise<StaffSite> => {
  requireStaffRole(actor, OPERATIONS);
  const values = await siteValues(input);
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(sites).where(eq(sites.id, id)).for('update');
    if (!before) throw siteNotFound();
    await assertSiteSlugFree(tx, input.slug, id);
    const [after] = await tx
      .update(sites)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(sites.id, id))
      .returning();
    if (!after) throw siteNotFound();
    await recordAudit(tx, actor, {
      action: 'site.update',
      entity: 'site',
      entityId: id,
      before: siteView(before),
      after: siteView(after),
    });
    return siteView(after);
  });
};

export const deleteSite = async (db: Db, actor: StaffWriter, id: number): Promise<void> => {
  requireStaffRole(actor, OPERATIONS);
  await db.transaction(async (tx) => {
    const [before] = await tx.delete(sites).where(eq(sites.id, id)).returning();
    if (!before) throw siteNotFound();
    await recordAudit(tx, actor, {
      action: 'site.delete',
      entity: 'site',
      entityId: id,
      before: siteView(before),
    });
  });
};
