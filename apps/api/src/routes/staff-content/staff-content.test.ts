import type { StaffRole } from '@maatwerk/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createKnowledgeBaseArticle,
  createKnowledgeBaseCategory,
  createPage,
  createSite,
} from '../../db/factories/index.ts';
import { auditLog, knowledgeBaseArticles, knowledgeBaseFeedback, sites } from '../../db/schema.ts';
import { apiCaller } from '../../test/api-caller.ts';
import { testAppPerBlock } from '../../test/app-per-block.ts';
import { loggedInCustomer } from '../../test/logged-in-customer.ts';
import { type LoggedInStaff, loggedInStaff } from '../../test/staff-login.ts';
import { multiSearch } from '../search/search-test-data.ts';

describe('staff content', () => {
  const t = testAppPerBlock();
  let staff: Record<StaffRole, LoggedInStaff>;
  let categoryId = 0;
  let faqThemeId = 0;

  const call = apiCaller(t);
  const auditRows = (entity: string) => t.db.select().from(auditLog).where(eq(auditLog.entity, entity));
  const articleInput = (overrides: Record<string, unknown> = {}) => ({
    category_id: categoryId,
    slug: 'mailbox-vol',
    title: 'Wat te doen als je mailbox vol is',
    description: 'Zo maak je ruimte in een volle mailbox en voorkom je dat mail terugkomt.',
    content_html:
      '<h2>Ruimte maken</h2><p>Verwijder oude <strong>bijlagen</strong>.</p><script>alert(1)</script>',
    published: true,
    ...overrides,
  });

  beforeAll(async () => {
    staff = {
      beheerder: await loggedInStaff(t.db, 'beheerder'),
      ontwikkelaar: await loggedInStaff(t.db, 'ontwikkelaar'),
      financieel: await loggedInStaff(t.db, 'financieel'),
    };
    categoryId = (await createKnowledgeBaseCategory(t.db, { slug: 'e-mail', title: 'E-mail' })).id;
    faqThemeId = (await createKnowledgeBaseCategory(t.db, { slug: 'vragen', title: 'Vragen', kind: 'faq' }))
      .id;
  });

  describe('who may', () => {
    it('no token and a customer token get 401; financieel may read but not write (403)', async () => {
      const customer = await loggedInCustomer(t.db);
      expect((await call(null, 'GET', '/staff/content/articles')).statusCode).toBe(401);
      expect((await call(customer, 'GET', '/staff/content/articles')).statusCode).toBe(401);
      expect((await call(customer, 'POST', '/staff/content/articles', articleInput())).statusCode).toBe(401);
      expect((await call(staff.financieel, 'GET', '/staff/content/articles')).statusCode).toBe(200);
      const refused = await call(staff.financieel, 'POST', '/staff/content/articles', articleInput());
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ error: 'forbidden' });
      for (const [method, url] of [
        ['PUT', '/staff/content/categories/1'],
        ['DELETE', '/staff/content/sites/1'],
        ['PUT', '/staff/content/pages/1'],
      ] as const) {
        expect((await call(staff.financieel, method, url, {})).statusCode, url).toBe(403);
      }
      expect(await t.db.select().from(knowledgeBaseArticles)).toEqual([]);
    });
  });

  describe('articles', () => {
    let articleId = 0;

    it('creates an article, cleaned by the rich-text allowlist, audited, and searchable at once', async () => {
      const response = await call(staff.ontwikkelaar, 'POST', '/staff/content/articles', articleInput());
      expect(response.statusCode).toBe(201);
      const article = response.json();
      articleId = article.id;
      expect(article).toMatchObject({
        slug: 'mailbox-vol',
        content_html: '<h2>Ruimte maken</h2><p>Verwijder oude <strong>bijlagen</strong>.</p>',
        url: '/kennisbank/e-mail/mailbox-vol',
        former_slugs: [],
        feedback: { helpful: 0, not_helpful: 0 },
      });
      const [audit] = await auditRows('knowledge_base_article');
      expect(audit).toMatchObject({
        staffId: staff.ontwikkelaar.staffId,
        action: 'knowledge_base_article.create',
        entityId: String(articleId),
      });

      const search = await multiSearch(t.app, t.env.SEARCH_PUBLIC_KEY, [{ q: 'mailbox vol' }]);
      const hits = search.json().results[0].hits as { id: number; url: string; content: string }[];
      expect(hits.map((hit) => hit.id)).toContain(articleId);
      expect(hits[0]?.url).toBe('/kennisbank/e-mail/mailbox-vol');
      expect(hits[0]?.content).not.toContain('<');
    });

    it('a new slug keeps the old one as a redirect, and the change is searchable at once', async () => {
      const response = await call(
        staff.beheerder,
        'PUT',
        `/staff/content/articles/${articleId}`,
        articleInput({ slug: 'volle-mailbox', title: 'Een volle mailbox legen' }),
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ slug: 'volle-mailbox', former_slugs: ['mailbox-vol'] });
      const old = await call(null, 'GET', '/knowledge-base/articles/mailbox-vol');
      expect(old.json()).toMatchObject({ id: articleId, slug: 'volle-mailbox' });
      const search = await multiSearch(t.app, t.env.SEARCH_PUBLIC_KEY, [{ q: 'legen' }]);
      expect(search.json().results[0].hits.map((hit: { id: number }) => hit.id)).toContain(articleId);
      const audits = await auditRows('knowledge_base_article');
      expect(audits.at(-1)).toMatchObject({
        action: 'knowledge_base_article.update',
        before: expect.objectContaining({ slug: 'mailbox-vol' }),
        after: expect.objectContaining({ slug: 'volle-mailbox' }),
      });

      // Back to the old slug: current again, and no longer a former one.
      const back = await call(staff.beheerder, 'PUT', `/staff/content/articles/${articleId}`, articleInput());
      expect(back.json()).toMatchObject({ slug: 'mailbox-vol', former_slugs: ['volle-mailbox'] });
    });

    it('keeps a concept off the site and out of search until it is put on the site, and takes it off again', async () => {
      const searchIds = async (q: string) =>
        (await multiSearch(t.app, t.env.SEARCH_PUBLIC_KEY, [{ q }]))
          .json()
          .results[0].hits.map((hit: { id: number }) => hit.id);
      const onSite = async () => ({
        article: (await call(null, 'GET', '/knowledge-base/articles/zeldzame-spamfilter')).statusCode,
        inCategory: (await call(null, 'GET', '/knowledge-base/categories/e-mail'))
          .json()
          .articles.map((article: { slug: string }) => article.slug)
          .includes('zeldzame-spamfilter'),
        inOverview: JSON.stringify((await call(null, 'GET', '/knowledge-base')).json()).includes(
          'zeldzame-spamfilter',
        ),
        feedback: (
          await call(null, 'POST', '/knowledge-base/articles/zeldzame-spamfilter/feedback', { helpful: true })
        ).statusCode,
      });
      const input = articleInput({
        slug: 'zeldzame-spamfilter',
        title: 'Het kwartelkoningfilter instellen',
        published: false,
      });
      const created = await call(staff.ontwikkelaar, 'POST', '/staff/content/articles', input);
      expect(created.statusCode).toBe(201);
      const concept = created.json();
      expect(concept.published_at).toBeNull();
      expect(await onSite()).toEqual({ article: 404, inCategory: false, inOverview: false, feedback: 404 });
      expect(await searchIds('kwartelkoningfilter')).toEqual([]);
      const listed = (await call(staff.financieel, 'GET', '/staff/content/articles')).json();
      expect(listed.find((item: { id: number }) => item.id === concept.id)).toMatchObject({
        published_at: null,
      });

      const put = (published: boolean) =>
        call(staff.beheerder, 'PUT', `/staff/content/articles/${concept.id}`, { ...input, published });
      const published = (await put(true)).json();
      expect(published.published_at).toEqual(expect.any(String));
      expect(await onSite()).toEqual({ article: 200, inCategory: true, inOverview: true, feedback: 201 });
      expect(await searchIds('kwartelkoningfilter')).toEqual([concept.id]);
      // Saved again while on the site: it keeps the moment it went on the site.
      expect((await put(true)).json().published_at).toBe(published.published_at);

      expect((await put(false)).json().published_at).toBeNull();
      expect(await onSite()).toMatchObject({ article: 404, inCategory: false, inOverview: false });
      expect(await searchIds('kwartelkoningfilter')).toEqual([]);
      const audits = await auditRows('knowledge_base_article');
      expect(audits.at(-1)).toMatchObject({
        action: 'knowledge_base_article.update',
        before: expect.objectContaining({ published: true }),
        after: expect.objectContaining({ published: false }),
      });
      await call(staff.beheerder, 'DELETE', `/staff/content/articles/${concept.id}`);
    });

    it('shows the "nuttig?" counts per article', async () => {
      await t.db.insert(knowledgeBaseFeedback).values([
        { articleId, helpful: true },
        { articleId, helpful: true },
        { articleId, helpful: false },
      ]);
      const list = await call(staff.financieel, 'GET', '/staff/content/articles');
      expect(list.json().find((item: { id: number }) => item.id === articleId)).toMatchObject({
        feedback: { helpful: 2, not_helpful: 1 },
      });
    });

    it('refuses bad input, a taken or former slug and an unknown category, writing nothing', async () => {
      const other = await createKnowledgeBaseArticle(t.db, { categoryId, slug: 'ander-artikel' });
      const auditsBefore = (await t.db.select().from(auditLog)).length;
      const bad = await call(staff.beheerder, 'POST', '/staff/content/articles', {
        category_id: 'x',
        slug: 'Met Spaties',
        title: '',
        content_html: '<p> </p>',
      });
      expect(bad.statusCode).toBe(422);
      expect(bad.json()).toMatchObject({
        statusCode: 422,
        error: 'validation_failed',
        fields: {
          slug: 'Slug mag alleen kleine letters, cijfers en losse streepjes bevatten.',
          description: 'Omschrijving is verplicht.',
          content_html: 'Inhoud is verplicht.',
        },
      });
      const onlyScript = await call(
        staff.beheerder,
        'POST',
        '/staff/content/articles',
        articleInput({ slug: 'alleen-script', content_html: '<script>alert(1)</script>' }),
      );
      expect(onlyScript.statusCode).toBe(422);
      expect(onlyScript.json().fields).toEqual({ content_html: 'Inhoud is verplicht.' });
      const taken = await call(
        staff.beheerder,
        'PUT',
        `/staff/content/articles/${other.id}`,
        articleInput({ slug: 'volle-mailbox' }),
      );
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toMatchObject({ error: 'conflict', fields: { slug: expect.any(String) } });
      const noCategory = await call(
        staff.beheerder,
        'POST',
        '/staff/content/articles',
        articleInput({ slug: 'nieuw', category_id: 999_999 }),
      );
      expect(noCategory.statusCode).toBe(422);
      expect(noCategory.json().fields).toEqual({ category_id: 'Kies een bestaande categorie.' });
      expect((await t.db.select().from(auditLog)).length).toBe(auditsBefore);
      const [unchanged] = await t.db
        .select()
        .from(knowledgeBaseArticles)
        .where(eq(knowledgeBaseArticles.id, other.id));
      expect(unchanged?.slug).toBe('ander-artikel');
    });

    it('answers 404 for an unknown article', async () => {
      for (const [method, payload] of [
        ['GET'],
        ['PUT', articleInput({ slug: 'x-y' })],
        ['DELETE'],
      ] as const) {
        const response = await call(staff.beheerder, method, '/staff/content/articles/999999', payload);
        expect(response.statusCode, method).toBe(404);
        expect(response.json()).toMatchObject({ error: 'not_found' });
      }
    });

    it('a question in an FAQ theme gets its address on the questions page', async () => {
      const response = await call(
        staff.beheerder,
        'POST',
        '/staff/content/articles',
        articleInput({ slug: 'hoe-leeg-ik-mijn-mailbox', category_id: faqThemeId }),
      );
      expect(response.json()).toMatchObject({ url: '/veelgestelde-vragen#hoe-leeg-ik-mijn-mailbox' });
    });

    it('deletes an article with an audit row, and it leaves search', async () => {
      const response = await call(staff.beheerder, 'DELETE', `/staff/content/articles/${articleId}`);
      expect(response.statusCode).toBe(200);
      expect((await call(null, 'GET', '/knowledge-base/articles/mailbox-vol')).statusCode).toBe(404);
      expect((await auditRows('knowledge_base_article')).at(-1)).toMatchObject({
        action: 'knowledge_base_article.delete',
        before: expect.objectContaining({ slug: 'mailbox-vol' }),
      });
      const search = await multiSearch(t.app, t.env.SEARCH_PUBLIC_KEY, [{ q: 'mailbox vol' }]);
      expect(search.json().results[0].hits.map((hit: { id: number }) => hit.id)).not.toContain(articleId);
    });
  });

  describe('categories', () => {
    it('creates and renames a category (old slug redirects), refuses to delete one with articles', async () => {
      const created = await call(staff.beheerder, 'POST', '/staff/content/categories', {
        slug: 'servers',
        title: 'Servers',
        description: 'Alles over je dedicated server.',
      });
      expect(created.statusCode).toBe(201);
      const { id } = created.json();
      expect(created.json()).toMatchObject({ kind: 'kennisbank', position: 0, article_count: 0 });
      const renamed = await call(staff.beheerder, 'PUT', `/staff/content/categories/${id}`, {
        slug: 'dedicated-servers',
        title: 'Dedicated servers',
        description: 'Alles over je dedicated server.',
        position: 2,
      });
      expect(renamed.json()).toMatchObject({ slug: 'dedicated-servers', position: 2 });
      expect((await call(null, 'GET', '/knowledge-base/categories/servers')).json()).toMatchObject({
        slug: 'dedicated-servers',
      });
      await createKnowledgeBaseArticle(t.db, { categoryId: id });
      const refused = await call(staff.beheerder, 'DELETE', `/staff/content/categories/${id}`);
      expect(refused.statusCode).toBe(409);
      expect((await auditRows('knowledge_base_category')).map((row) => row.action)).toEqual([
        'knowledge_base_category.create',
        'knowledge_base_category.update',
      ]);
      const empty = await call(staff.beheerder, 'POST', '/staff/content/categories', {
        slug: 'leeg',
        title: 'Leeg',
        description: 'Nog zonder artikelen.',
        kind: 'faq',
      });
      expect(
        (await call(staff.beheerder, 'DELETE', `/staff/content/categories/${empty.json().id}`)).statusCode,
      ).toBe(200);
      const bad = await call(staff.beheerder, 'POST', '/staff/content/categories', {
        slug: 'e-mail',
        title: 'Dubbel',
        description: 'Een slug die al bestaat.',
      });
      expect(bad.statusCode).toBe(409);
      expect(
        (
          await call(staff.beheerder, 'PUT', '/staff/content/categories/999999', {
            slug: 'x',
            title: 'Xx',
            description: 'Bestaat niet, nooit.',
          })
        ).statusCode,
      ).toBe(404);
    });
  });

  describe('pages and sites', () => {
    it('edits a page: searchable at once, audited; 404 for an unknown page', async () => {
      const page = await createPage(t.db, { slug: 'contact', url: '/contact', title: 'Contact' });
      const response = await call(staff.ontwikkelaar, 'PUT', `/staff/content/pages/${page.id}`, {
        title: 'Contact opnemen',
        description: 'Bel, mail of kom langs in Utrecht.',
        content_html: '<p>Wij zijn bereikbaar via de zeldzame duivenpost.</p>',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ url: '/contact', title: 'Contact opnemen' });
      const search = await multiSearch(t.app, t.env.SEARCH_PUBLIC_KEY, [
        { indexUid: 'pages', q: 'duivenpost' },
      ]);
      expect(search.json().results[0].hits.map((hit: { id: number }) => hit.id)).toEqual([page.id]);
      expect((await auditRows('page')).map((row) => row.action)).toEqual(['page.update']);
      expect(
        (
          await call(staff.beheerder, 'PUT', '/staff/content/pages/999999', {
            title: 'Xx',
            description: 'Bestaat niet, nooit.',
            content_html: '<p>x</p>',
          })
        ).statusCode,
      ).toBe(404);
    });

    it('creates, changes and deletes a site with audit rows; refuses a bad address', async () => {
      const input = {
        slug: 'webshop-jansen',
        title: 'Webshop Jansen',
        description: 'Referentieproject: een webshop voor een bakker.',
        content_html: '<p>Een webshop met afhaalmomenten.</p>',
        domain: 'www.webshopjansen.nl',
        url: 'https://www.webshopjansen.nl',
      };
      const bad = await call(staff.beheerder, 'POST', '/staff/content/sites', {
        ...input,
        url: 'javascript:alert(1)',
        domain: 'geen domein',
      });
      expect(bad.statusCode).toBe(422);
      expect(Object.keys(bad.json().fields).sort()).toEqual(['domain', 'url']);
      expect(await t.db.select().from(sites)).toEqual([]);
      const created = await call(staff.beheerder, 'POST', '/staff/content/sites', input);
      expect(created.statusCode).toBe(201);
      const { id } = created.json();
      const changed = await call(staff.beheerder, 'PUT', `/staff/content/sites/${id}`, {
        ...input,
        title: 'Bakker Jansen',
      });
      expect(changed.json()).toMatchObject({ title: 'Bakker Jansen' });
      expect((await call(staff.beheerder, 'DELETE', `/staff/content/sites/${id}`)).statusCode).toBe(200);
      expect((await call(staff.beheerder, 'DELETE', `/staff/content/sites/${id}`)).statusCode).toBe(404);
      expect((await auditRows('site')).map((row) => row.action)).toEqual([
        'site.create',
        'site.update',
        'site.delete',
      ]);
      await createSite(t.db, { slug: 'bestaande' });
      expect((await call(staff.financieel, 'GET', '/staff/content/sites')).json()).toHaveLength(1);
    });
  });
});
