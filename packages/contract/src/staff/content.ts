import { z } from 'zod';
import { DateTime, IdParams, Ok, PickedId } from '../common.ts';
import { isHostname } from '../constants/domain-names.ts';
import { text } from '../fields.ts';
import { KnowledgeBaseCategoryKind, Slug } from '../knowledge-base.ts';
import { defineRoute } from '../route.ts';
import { RichText } from '../user-stories.ts';
import { ALL_STAFF, OPERATIONS } from './roles.ts';

/**
 * The site's content as staff edit it at /beheer: knowledge base articles and their categories
 * (FAQ themes are categories of kind 'faq'), the site's pages and the provider's sites. Read by every
 * staff member, written by operations; every write lands in the audit log. Text bodies are rich text,
 * cleaned by the same allowlist as orders. Changes are searchable at once.
 */

export const ArticleFeedbackCounts = z.object({
  helpful: z.number().int(),
  not_helpful: z.number().int(),
});
export type ArticleFeedbackCounts = z.infer<typeof ArticleFeedbackCounts>;

export const StaffArticleListItem = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  category: z.object({ id: z.number().int(), title: z.string(), kind: KnowledgeBaseCategoryKind }),
  /** The article on the site (an anchor on the questions page for an FAQ question). */
  url: z.string(),
  updated_at: DateTime,
  /** When it was published; null for a concept, which the site and its search do not show. */
  published_at: DateTime.nullable(),
  feedback: ArticleFeedbackCounts,
});
export type StaffArticleListItem = z.infer<typeof StaffArticleListItem>;

export const StaffArticle = StaffArticleListItem.extend({
  description: z.string(),
  content_html: z.string(),
  /** Former slugs: each of their addresses redirects to this article. */
  former_slugs: z.array(z.string()),
});
export type StaffArticle = z.infer<typeof StaffArticle>;

export const ArticleInput = z.object({
  category_id: PickedId('Categorie'),
  slug: Slug,
  title: text('Titel', 3, 200),
  description: text('Omschrijving', 10, 300),
  content_html: RichText('Inhoud'),
  /** On the site, or a concept that staff alone see. */
  published: z.boolean({ error: 'Kies of het artikel op de site staat.' }),
});
export type ArticleInput = z.input<typeof ArticleInput>;

export const StaffCategory = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  kind: KnowledgeBaseCategoryKind,
  position: z.number().int(),
  article_count: z.number().int(),
});
export type StaffCategory = z.infer<typeof StaffCategory>;

export const CategoryInput = z.object({
  slug: Slug,
  title: text('Titel', 2, 100),
  description: text('Omschrijving', 10, 300),
  kind: KnowledgeBaseCategoryKind.default('kennisbank'),
  position: z.coerce
    .number({ error: 'Volgorde moet een getal zijn.' })
    .int('Volgorde moet een geheel getal zijn.')
    .min(0, 'Volgorde moet 0 of meer zijn.')
    .max(1000, 'Volgorde mag hoogstens 1000 zijn.')
    .default(0),
});
export type CategoryInput = z.input<typeof CategoryInput>;

export const StaffPage = z.object({
  id: z.number().int(),
  slug: z.string(),
  url: z.string(),
  title: z.string(),
  description: z.string(),
  content_html: z.string(),
  updated_at: DateTime,
});
export type StaffPage = z.infer<typeof StaffPage>;

/** A page is one of the site's own routes: its address is fixed, its search text is edited. */
export const PageInput = z.object({
  title: text('Titel', 2, 200),
  description: text('Omschrijving', 10, 300),
  content_html: RichText('Inhoud'),
});
export type PageInput = z.input<typeof PageInput>;

export const StaffSite = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  content_html: z.string(),
  domain: z.string(),
  url: z.string(),
  updated_at: DateTime,
});
export type StaffSite = z.infer<typeof StaffSite>;

export const SiteInput = z.object({
  slug: Slug,
  title: text('Titel', 2, 200),
  description: text('Omschrijving', 10, 300),
  content_html: RichText('Inhoud'),
  domain: text('Domein', 3, 253)
    .toLowerCase()
    .refine(isHostname, 'Vul een domeinnaam in, zoals www.voorbeeld.nl.')
    .transform((value) => value.replace(/\.$/, '')),
  url: text('Adres', 8, 500).pipe(
    z.url({ protocol: /^https$/, error: 'Vul een https-adres in, zoals https://www.voorbeeld.nl.' }),
  ),
});
export type SiteInput = z.input<typeof SiteInput>;

const staffRoute = <const T extends { method: 'GET' | 'POST' | 'PUT' | 'DELETE' }>(route: T) => ({
  auth: 'staff' as const,
  tag: 'staff-content' as const,
  staffRoles: route.method === 'GET' ? ALL_STAFF : OPERATIONS,
  ...route,
});

export const staffContentRoutes = {
  staffListArticles: defineRoute(
    staffRoute({
      method: 'GET',
      path: '/staff/content/articles',
      summary: 'Every knowledge base article and FAQ question, with its feedback counts',
      response: z.array(StaffArticleListItem),
    }),
  ),
  staffGetArticle: defineRoute(
    staffRoute({
      method: 'GET',
      path: '/staff/content/articles/:id',
      summary: 'An article to edit, with its former slugs and feedback counts',
      params: IdParams,
      response: StaffArticle,
    }),
  ),
  staffCreateArticle: defineRoute(
    staffRoute({
      method: 'POST',
      path: '/staff/content/articles',
      summary: 'Write a new article; 409 when its slug is taken',
      body: ArticleInput,
      response: StaffArticle,
      status: 201,
    }),
  ),
  staffUpdateArticle: defineRoute(
    staffRoute({
      method: 'PUT',
      path: '/staff/content/articles/:id',
      summary: 'Change an article; a new slug keeps the old one as a redirect',
      params: IdParams,
      body: ArticleInput,
      response: StaffArticle,
    }),
  ),
  staffDeleteArticle: defineRoute(
    staffRoute({
      method: 'DELETE',
      path: '/staff/content/articles/:id',
      summary: 'Remove an article, its former slugs and its feedback',
      params: IdParams,
      response: Ok,
    }),
  ),
  staffListCategories: defineRoute(
    staffRoute({
      method: 'GET',
      path: '/staff/content/categories',
      summary: 'The knowledge base categories and FAQ themes, in their order',
      response: z.array(StaffCategory),
    }),
  ),
  staffCreateCategory: defineRoute(
    staffRoute({
      method: 'POST',
      path: '/staff/content/categories',
      summary: 'Add a category or FAQ theme; 409 when its slug is taken',
      body: CategoryInput,
      response: StaffCategory,
      status: 201,
    }),
  ),
  staffUpdateCategory: defineRoute(
    staffRoute({
      method: 'PUT',
      path: '/staff/content/categories/:id',
      summary: 'Change a category; a new slug keeps the old one as a redirect',
      params: IdParams,
      body: CategoryInput,
      response: StaffCategory,
    }),
  ),
  staffDeleteCategory: defineRoute(
    staffRoute({
      method: 'DELETE',
      path: '/staff/content/categories/:id',
      summary: 'Remove an empty category; 409 while it has articles',
      params: IdParams,
      response: Ok,
    }),
  ),
  staffListPages: defineRoute(
    staffRoute({
      method: 'GET',
      path: '/staff/content/pages',
      summary: "The site's own pages as search finds them",
      response: z.array(StaffPage),
    }),
  ),
  staffUpdatePage: defineRoute(
    staffRoute({
      method: 'PUT',
      path: '/staff/content/pages/:id',
      summary: "Change a page's title, description and search text",
      params: IdParams,
      body: PageInput,
      response: StaffPage,
    }),
  ),
  staffListSites: defineRoute(
    staffRoute({
      method: 'GET',
      path: '/staff/content/sites',
      summary: "The provider's sites as search finds them",
      response: z.array(StaffSite),
    }),
  ),
  staffCreateSite: defineRoute(
    staffRoute({
      method: 'POST',
      path: '/staff/content/sites',
      summary: 'Add a site; 409 when its slug is taken',
      body: SiteInput,
      response: StaffSite,
      status: 201,
    }),
  ),
  staffUpdateSite: defineRoute(
    staffRoute({
      method: 'PUT',
      path: '/staff/content/sites/:id',
      summary: 'Change a site',
      params: IdParams,
      body: SiteInput,
      response: StaffSite,
    }),
  ),
  staffDeleteSite: defineRoute(
    staffRoute({
      method: 'DELETE',
      path: '/staff/content/sites/:id',
      summary: 'Remove a site',
      params: IdParams,
      response: Ok,
    }),
  ),
};
