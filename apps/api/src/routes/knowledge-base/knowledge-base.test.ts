import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createKnowledgeBaseArticle, createKnowledgeBaseCategory } from '../../db/factories/index.ts';
import { knowledgeBaseArticleSlugs, knowledgeBaseFeedback } from '../../db/schema.ts';
import { testAppPerBlock } from '../../test/app-per-block.ts';

describe('public knowledge base and questions', () => {
  const t = testAppPerBlock();
  const get = (url: string) => t.app.inject({ method: 'GET', url });
  let articleId = 0;

  beforeAll(async () => {
    const hosting = await createKnowledgeBaseCategory(t.db, {
      slug: 'webhosting',
      title: 'Webhosting',
      position: 1,
    });
    const domains = await createKnowledgeBaseCategory(t.db, {
      slug: 'domeinen',
      title: 'Domeinen',
      position: 0,
    });
    const theme = await createKnowledgeBaseCategory(t.db, {
      slug: 'vragen-portaal',
      title: 'Portaal',
      kind: 'faq',
    });
    const article = await createKnowledgeBaseArticle(t.db, {
      slug: 'php-versie',
      categoryId: hosting.id,
      title: 'PHP-versie wijzigen',
      content: '<h2>Stappen</h2><p>Kies de versie.</p>',
      updatedAt: new Date('2026-03-01T10:00:00Z'),
    });
    articleId = article.id;
    for (const [index, slug] of ['back-ups', 'sftp', 'cron', 'ssl', 'databases'].entries()) {
      await createKnowledgeBaseArticle(t.db, {
        slug,
        categoryId: hosting.id,
        updatedAt: new Date(Date.UTC(2026, 0, 1 + index)),
      });
    }
    await createKnowledgeBaseArticle(t.db, { slug: 'nameservers', categoryId: domains.id });
    await createKnowledgeBaseArticle(t.db, {
      slug: 'hoe-log-ik-in',
      categoryId: theme.id,
      title: 'Hoe log ik in?',
      content: '<p>Met je e-mailadres.</p>',
    });
    await t.db.insert(knowledgeBaseArticleSlugs).values({ slug: 'php-versie-aanpassen', articleId });
  });

  it('lists the categories in their order with their articles, newest first, without the FAQ themes', async () => {
    const response = await get('/knowledge-base');
    expect(response.statusCode).toBe(200);
    const { categories } = response.json();
    expect(categories.map((category: { slug: string }) => category.slug)).toEqual(['domeinen', 'webhosting']);
    expect(categories[1].articles.map((article: { slug: string }) => article.slug)).toEqual([
      'php-versie',
      'databases',
      'ssl',
      'cron',
      'sftp',
      'back-ups',
    ]);
  });

  it('answers an article with its rich text, dates, category and four related articles', async () => {
    const response = await get('/knowledge-base/articles/php-versie');
    expect(response.statusCode).toBe(200);
    const article = response.json();
    expect(article).toMatchObject({
      id: articleId,
      slug: 'php-versie',
      title: 'PHP-versie wijzigen',
      content_html: '<h2>Stappen</h2><p>Kies de versie.</p>',
      updated_at: '2026-03-01T10:00:00.000Z',
      category: { slug: 'webhosting', title: 'Webhosting', kind: 'kennisbank' },
    });
    expect(article.related.map((related: { slug: string }) => related.slug)).toEqual([
      'databases',
      'ssl',
      'cron',
      'sftp',
    ]);
  });

  it('answers a former slug with the article under its current slug', async () => {
    const response = await get('/knowledge-base/articles/php-versie-aanpassen');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: articleId, slug: 'php-versie' });
  });

  it('answers 404 in the error shape for an unknown article or category, and FAQ themes are no category', async () => {
    for (const url of [
      '/knowledge-base/articles/bestaat-niet',
      '/knowledge-base/categories/bestaat-niet',
      '/knowledge-base/categories/vragen-portaal',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ statusCode: 404, error: 'not_found' });
    }
  });

  it('answers a category with its articles', async () => {
    const response = await get('/knowledge-base/categories/domeinen');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      slug: 'domeinen',
      title: 'Domeinen',
      articles: [{ slug: 'nameservers' }],
    });
  });

  it('stores "Was dit artikel nuttig?" answers per article', async () => {
    for (const helpful of [true, true, false]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/knowledge-base/articles/php-versie/feedback',
        payload: { helpful },
      });
      expect(response.statusCode).toBe(201);
    }
    const rows = await t.db
      .select({ helpful: knowledgeBaseFeedback.helpful })
      .from(knowledgeBaseFeedback)
      .where(eq(knowledgeBaseFeedback.articleId, articleId));
    expect(rows.map((row) => row.helpful).sort()).toEqual([false, true, true]);
  });

  it('refuses feedback without a yes or no, or for an unknown article, and stores nothing', async () => {
    const before = (await t.db.select().from(knowledgeBaseFeedback)).length;
    const bad = await t.app.inject({
      method: 'POST',
      url: '/knowledge-base/articles/php-versie/feedback',
      payload: { helpful: 'misschien' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ error: 'validation_failed', fields: { helpful: 'Kies ja of nee.' } });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/knowledge-base/articles/bestaat-niet/feedback',
      payload: { helpful: true },
    });
    expect(unknown.statusCode).toBe(404);
    expect((await t.db.select().from(knowledgeBaseFeedback)).length).toBe(before);
  });

  it('answers the questions grouped by theme', async () => {
    const response = await get('/faq');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      themes: [
        {
          slug: 'vragen-portaal',
          title: 'Portaal',
          description: expect.any(String),
          questions: [
            {
              slug: 'hoe-log-ik-in',
              question: 'Hoe log ik in?',
              answer_html: '<p>Met je e-mailadres.</p>',
              updated_at: expect.any(String),
            },
          ],
        },
      ],
    });
  });
});
