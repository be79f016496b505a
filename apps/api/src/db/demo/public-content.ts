import type { DbOrTx } from '../client.ts';
import {
  createKnowledgeBaseArticle,
  createKnowledgeBaseCategory,
  createPage,
  createSite,
  upsertTldPrices,
} from '../factories/index.ts';
import { knowledgeBaseArticles, knowledgeBaseCategories } from './content/knowledge-base.ts';
import { pages } from './content/pages.ts';
import { sites } from './content/sites.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The articles' dates are moved as a whole so that the newest is two days old: the knowledge base
 * is sorted by date and should look maintained whenever the demo is started.
 */
const shiftedDates = (dates: string[], now: Date): Date[] => {
  const times = dates.map((date) => new Date(date).getTime());
  const shift = now.getTime() - 2 * DAY_MS - Math.max(...times);
  return times.map((time) => new Date(time + shift));
};

/** The public site's search documents (pages, knowledge base, sites) and the domain price list. */
export const seedPublicContent = async (tx: DbOrTx, now = new Date()): Promise<void> => {
  const categoryIds = new Map<string, number>();
  for (const category of knowledgeBaseCategories) {
    const created = await createKnowledgeBaseCategory(tx, category);
    categoryIds.set(category.slug, created.id);
  }
  const updatedAt = shiftedDates(
    knowledgeBaseArticles.map((article) => article.updatedAt),
    now,
  );
  for (const [index, { categorySlug, ...article }] of knowledgeBaseArticles.entries()) {
    const categoryId = categoryIds.get(categorySlug);
    if (categoryId === undefined)
      throw new Error(`article ${article.slug}: unknown category ${categorySlug}`);
    await createKnowledgeBaseArticle(tx, { ...article, categoryId, updatedAt: updatedAt[index] });
  }
  for (const page of pages) await createPage(tx, { ...page, updatedAt: now });
  for (const site of sites) await createSite(tx, { ...site, updatedAt: now });
  await upsertTldPrices(tx);
};
