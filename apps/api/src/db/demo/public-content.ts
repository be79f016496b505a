import type { DbOrTx } from '../client.ts';
import {
  createKnowledgeBaseArticle,
  createKnowledgeBaseCategory,
  createPage,
  createProduct,
  createSite,
  upsertDomainProducts,
} from '../factories/index.ts';
import { knowledgeBaseArticleSlugs } from '../schema.ts';
import { faqQuestions, faqThemes } from './content/faq.ts';
import { knowledgeBaseArticles, knowledgeBaseCategories } from './content/knowledge-base.ts';
import { pages } from './content/pages.ts';
import { sites } from './content/sites.ts';
import { textToHtml } from './content/text-to-html.ts';

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
  for (const [position, category] of [...knowledgeBaseCategories, ...faqThemes].entries()) {
    const created = await createKnowledgeBaseCategory(tx, { ...category, position });
    categoryIds.set(category.slug, created.id);
  }
  const articles = [...knowledgeBaseArticles, ...faqQuestions];
  const updatedAt = shiftedDates(
    articles.map((article) => article.updatedAt),
    now,
  );
  for (const [index, { categorySlug, content, formerSlugs = [], ...article }] of articles.entries()) {
    const categoryId = categoryIds.get(categorySlug);
    if (categoryId === undefined)
      throw new Error(`article ${article.slug}: unknown category ${categorySlug}`);
    const date = updatedAt[index];
    const created = await createKnowledgeBaseArticle(tx, {
      ...article,
      content: textToHtml(content),
      categoryId,
      createdAt: date,
      updatedAt: date,
      publishedAt: date,
    });
    for (const slug of formerSlugs)
      await tx.insert(knowledgeBaseArticleSlugs).values({ slug, articleId: created.id });
  }
  for (const page of pages) await createPage(tx, { ...page, updatedAt: now });
  for (const site of sites) await createSite(tx, { ...site, updatedAt: now });
  await upsertDomainProducts(tx);
  for (const product of demoProducts) await createProduct(tx, product);
};

/** The provider's other products, beside one per domain extension. */
const demoProducts: Parameters<typeof createProduct>[1][] = [
  { name: 'Webhosting Basis', group: 'hosting', priceCents: 695, period: 'maand', noticeDays: 30 },
  { name: 'Webhosting Zakelijk', group: 'hosting', priceCents: 1_495, period: 'maand', noticeDays: 30 },
  {
    name: 'Dedicated server S',
    group: 'server',
    priceCents: 4_900,
    setupCents: 9_900,
    period: 'maand',
    noticeDays: 30,
  },
  { name: 'Supportcontract', group: 'support', priceCents: 30_000, period: 'kwartaal', noticeDays: 30 },
];
