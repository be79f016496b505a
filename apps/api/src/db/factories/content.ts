import type { DbOrTx } from '../client.ts';
import { knowledgeBaseArticles, knowledgeBaseCategories, pages, sites } from '../schema.ts';

export type KnowledgeBaseCategory = typeof knowledgeBaseCategories.$inferSelect;
export type KnowledgeBaseArticle = typeof knowledgeBaseArticles.$inferSelect;
export type Page = typeof pages.$inferSelect;
export type Site = typeof sites.$inferSelect;

let sequence = 0;

export const createKnowledgeBaseCategory = async (
  db: DbOrTx,
  overrides: Partial<typeof knowledgeBaseCategories.$inferInsert> = {},
): Promise<KnowledgeBaseCategory> => {
  const n = ++sequence;
  const [row] = await db
    .insert(knowledgeBaseCategories)
    .values({
      slug: `categorie-${n}`,
      title: `Categorie ${n}`,
      description: 'Antwoorden op veelgestelde vragen over webhosting en domeinnamen.',
      ...overrides,
    })
    .returning();
  return row!;
};

/** A published article (`publishedAt: null` for a concept); creates a category too when no `categoryId` is given. */
export const createKnowledgeBaseArticle = async (
  db: DbOrTx,
  overrides: Partial<typeof knowledgeBaseArticles.$inferInsert> = {},
): Promise<KnowledgeBaseArticle> => {
  const n = ++sequence;
  const categoryId = overrides.categoryId ?? (await createKnowledgeBaseCategory(db)).id;
  const [row] = await db
    .insert(knowledgeBaseArticles)
    .values({
      slug: `artikel-${n}`,
      title: `Nameservers van je domeinnaam wijzigen (${n})`,
      description: 'Zo wijzig je de nameservers van een domeinnaam in het klantenportaal.',
      content:
        'Ga in het klantenportaal naar Webhosting en kies de domeinnaam. Vul bij Nameservers de nieuwe ' +
        'servers in en sla op. Een wijziging is meestal binnen enkele uren overal zichtbaar.',
      publishedAt: new Date(),
      ...overrides,
      categoryId,
    })
    .returning();
  return row!;
};

export const createPage = async (
  db: DbOrTx,
  overrides: Partial<typeof pages.$inferInsert> = {},
): Promise<Page> => {
  const n = ++sequence;
  const slug = overrides.slug ?? `pagina-${n}`;
  const [row] = await db
    .insert(pages)
    .values({
      url: `/${slug}`,
      title: `Pagina ${n}`,
      description: 'Maatwerk software, apps en dedicated hosting van Kodewerk.',
      content: 'Wij bouwen maatwerk software en apps en hosten ze op onze eigen servers in Amsterdam.',
      ...overrides,
      slug,
    })
    .returning();
  return row!;
};

export const createSite = async (
  db: DbOrTx,
  overrides: Partial<typeof sites.$inferInsert> = {},
): Promise<Site> => {
  const n = ++sequence;
  const domain = overrides.domain ?? `site-${n}.kodewerk.nl`;
  const [row] = await db
    .insert(sites)
    .values({
      slug: `site-${n}`,
      title: `Site ${n}`,
      description: 'Een site van Kodewerk.',
      content: 'Meer informatie over onze diensten.',
      url: `https://${domain}/`,
      ...overrides,
      domain,
    })
    .returning();
  return row!;
};
