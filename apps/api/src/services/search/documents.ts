import {
  type DomainDocument,
  type KnowledgeBaseArticleDocument,
  knowledgeBaseArticlePath,
  type PageDocument,
  type PortalPageDocument,
  type SearchIndex,
  type SiteDocument,
  type UserStoryDocument,
} from '@maatwerk/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  domains,
  knowledgeBaseArticles,
  knowledgeBaseCategories,
  pages,
  sites,
  userStories,
} from '../../db/schema.ts';
import { isPublished } from '../knowledge-base/public.ts';
import { htmlToText } from './html-to-text.ts';
import type { IndexedDocument } from './indexed-document.ts';
import { portalPages } from './portal-pages.ts';
import { staffLoaders } from './staff-documents.ts';

/**
 * What each index holds and how it is searched. Attributes are searched in order of importance:
 * the first is weighted A, the second B, the rest C (Meilisearch's searchableAttributes order).
 */
export interface IndexDefinition {
  uid: SearchIndex;
  searchableAttributes: string[];
  sortableAttributes: string[];
  /** Records of one customer: found only by that customer, through the logged-in search. */
  perCustomer: boolean;
}

const staffIndex = (uid: SearchIndex): IndexDefinition => ({
  uid,
  searchableAttributes: ['title', 'description', 'content'],
  sortableAttributes: [],
  perCustomer: false,
});

export const indexDefinitions: Record<SearchIndex, IndexDefinition> = {
  pages: {
    uid: 'pages',
    searchableAttributes: ['title', 'description', 'content'],
    sortableAttributes: ['updated_at'],
    perCustomer: false,
  },
  knowledge_base_articles: {
    uid: 'knowledge_base_articles',
    searchableAttributes: ['title', 'description', 'content', 'knowledge_base_category.title'],
    sortableAttributes: ['updated_at'],
    perCustomer: false,
  },
  sites: {
    uid: 'sites',
    searchableAttributes: ['title', 'description', 'domain', 'content'],
    sortableAttributes: ['updated_at'],
    perCustomer: false,
  },
  domains: {
    uid: 'domains',
    searchableAttributes: ['title', 'description', 'content'],
    sortableAttributes: ['updated_at'],
    perCustomer: true,
  },
  user_stories: {
    uid: 'user_stories',
    searchableAttributes: ['title', 'description', 'content'],
    sortableAttributes: ['updated_at'],
    perCustomer: true,
  },
  portal_pages: {
    uid: 'portal_pages',
    searchableAttributes: ['title', 'description', 'content'],
    sortableAttributes: [],
    perCustomer: false,
  },
  // The back office's indexes, of every customer: only the staff search asks them.
  staff_customers: staffIndex('staff_customers'),
  staff_people: staffIndex('staff_people'),
  staff_invoices: staffIndex('staff_invoices'),
  staff_servers: staffIndex('staff_servers'),
};

const statusLabels: Record<string, string> = {
  nieuw: 'Nieuw',
  in_behandeling: 'In behandeling',
  wacht_op_klant: 'Wacht op klant',
  afgerond: 'Afgerond',
  gesloten: 'Gesloten',
};

const dutchDate = new Intl.DateTimeFormat('nl-NL', { day: 'numeric', month: 'long', year: 'numeric' });
const formatDate = (isoDate: string) => dutchDate.format(new Date(`${isoDate}T12:00:00Z`));

type Loader = (db: DbOrTx, ids: number[]) => Promise<IndexedDocument[]>;

/** A row's entry in its index: keyed by the row's id, sorted by the time the row last changed. */
const rowEntry = (
  row: { id: number; updatedAt: Date },
  customerId: number | null,
  document: Record<string, unknown>,
): IndexedDocument => ({ id: String(row.id), customerId, updatedAt: row.updatedAt, document });

const loaders: Record<Exclude<SearchIndex, 'portal_pages'>, Loader> = {
  pages: async (db, ids) =>
    (await db.select().from(pages).where(inArray(pages.id, ids))).map((row) =>
      rowEntry(row, null, {
        id: row.id,
        slug: row.slug,
        url: row.url,
        title: row.title,
        description: row.description,
        content: htmlToText(row.content),
        updated_at: row.updatedAt.toISOString(),
      } satisfies PageDocument),
    ),
  knowledge_base_articles: async (db, ids) =>
    (
      await db
        .select({ article: knowledgeBaseArticles, category: knowledgeBaseCategories })
        .from(knowledgeBaseArticles)
        .innerJoin(knowledgeBaseCategories, eq(knowledgeBaseCategories.id, knowledgeBaseArticles.categoryId))
        // A concept is not searchable: leaving it out here takes it out of the index.
        .where(and(inArray(knowledgeBaseArticles.id, ids), isPublished))
    ).map(({ article, category }) =>
      rowEntry(article, null, {
        id: article.id,
        slug: article.slug,
        title: article.title,
        description: article.description,
        content: htmlToText(article.content),
        updated_at: article.updatedAt.toISOString(),
        knowledge_base_category: { slug: category.slug, title: category.title },
        url: knowledgeBaseArticlePath(category.kind, category.slug, article.slug),
      } satisfies KnowledgeBaseArticleDocument),
    ),
  sites: async (db, ids) =>
    (await db.select().from(sites).where(inArray(sites.id, ids))).map((row) =>
      rowEntry(row, null, {
        id: row.id,
        slug: row.slug,
        title: row.title,
        description: row.description,
        content: htmlToText(row.content),
        domain: row.domain,
        url: row.url,
        updated_at: row.updatedAt.toISOString(),
      } satisfies SiteDocument),
    ),
  domains: async (db, ids) =>
    (await db.select().from(domains).where(inArray(domains.id, ids))).map((row) =>
      rowEntry(row, row.customerId, {
        id: row.id,
        title: row.name,
        description: `Domeinnaam, ${row.autoRenew ? 'wordt verlengd op' : 'verloopt op'} ${formatDate(row.expiresOn)}`,
        content: `Nameservers: ${row.nameservers.join(', ')}`,
        domain: row.name,
        url: `/klantenportaal/webhosting/${row.id}`,
        updated_at: row.updatedAt.toISOString(),
      } satisfies DomainDocument),
    ),
  user_stories: async (db, ids) =>
    (await db.select().from(userStories).where(inArray(userStories.id, ids))).map((row) =>
      rowEntry(row, row.customerId, {
        id: row.id,
        title: row.title,
        description: `Opdracht #${row.id} · ${statusLabels[row.status] ?? row.status}`,
        content: htmlToText(row.descriptionHtml),
        status: row.status,
        url: `/klantenportaal/opdrachten/${row.id}`,
        updated_at: row.updatedAt.toISOString(),
      } satisfies UserStoryDocument),
    ),
  ...staffLoaders,
};

/** The current documents of these source rows; a row that no longer exists is left out. */
export const loadDocuments = async (
  db: DbOrTx,
  index: SearchIndex,
  ids: string[],
): Promise<IndexedDocument[]> => {
  if (index === 'portal_pages') return portalPageDocuments().filter((doc) => ids.includes(doc.id));
  const numeric = ids.map(Number).filter((id) => Number.isInteger(id) && id > 0 && id < 2 ** 31);
  return numeric.length === 0 ? [] : loaders[index](db, numeric);
};

/** The portal's own pages belong to the product, not to the data: indexed from the code at start. */
export const portalPageDocuments = (): IndexedDocument[] =>
  portalPages.map((page) => ({
    id: page.slug,
    customerId: null,
    updatedAt: null,
    document: {
      id: page.slug,
      slug: page.slug,
      url: page.url,
      title: page.title,
      description: page.description,
      content: page.content,
    } satisfies PortalPageDocument,
  }));

/** The text of a (possibly nested, dotted) attribute of a document, or '' when absent. */
export const attributeText = (document: Record<string, unknown>, path: string): string => {
  let value: unknown = document;
  for (const key of path.split('.')) {
    value = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  }
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
};
