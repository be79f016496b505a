import { z } from 'zod';
import { DateTime } from './common.ts';
import { defineRoute } from './route.ts';

/** 'kennisbank': a category of articles at /kennisbank; 'faq': a theme of /veelgestelde-vragen. */
export const knowledgeBaseCategoryKinds = ['kennisbank', 'faq'] as const;
export const KnowledgeBaseCategoryKind = z.enum(knowledgeBaseCategoryKinds);
export type KnowledgeBaseCategoryKind = z.infer<typeof KnowledgeBaseCategoryKind>;

/** Where the site shows the knowledge base and the questions. */
export const KNOWLEDGE_BASE_PATH = '/kennisbank';
export const FAQ_PATH = '/veelgestelde-vragen';

/** The address of an article on the site: FAQ questions are anchors on the questions page. */
export const knowledgeBaseArticlePath = (
  kind: KnowledgeBaseCategoryKind,
  categorySlug: string,
  articleSlug: string,
): string =>
  kind === 'faq' ? `${FAQ_PATH}#${articleSlug}` : `${KNOWLEDGE_BASE_PATH}/${categorySlug}/${articleSlug}`;

/** A slug: lower-case letters, digits and single hyphens, as it appears in an address. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const Slug = z
  .string({ error: 'Slug is verplicht.' })
  .trim()
  .min(1, 'Slug is verplicht.')
  .max(100, 'Slug mag maximaal 100 tekens bevatten.')
  .regex(SLUG_PATTERN, 'Slug mag alleen kleine letters, cijfers en losse streepjes bevatten.');

/** A slug asked for in an address: current or former, always of the slug's own shape. */
export const SlugParams = z.object({
  slug: z.string().trim().min(1).max(200).regex(SLUG_PATTERN, 'Dit adres bestaat niet.'),
});

export const KnowledgeBaseArticleSummary = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  updated_at: DateTime,
});
export type KnowledgeBaseArticleSummary = z.infer<typeof KnowledgeBaseArticleSummary>;

export const KnowledgeBaseCategory = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  articles: z.array(KnowledgeBaseArticleSummary),
});
export type KnowledgeBaseCategory = z.infer<typeof KnowledgeBaseCategory>;

export const KnowledgeBaseOverview = z.object({ categories: z.array(KnowledgeBaseCategory) });
export type KnowledgeBaseOverview = z.infer<typeof KnowledgeBaseOverview>;

export const KnowledgeBaseArticle = z.object({
  id: z.number().int(),
  /** The current slug: when it differs from the one asked for, the site redirects. */
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  /** Cleaned HTML from the rich-text allowlist. */
  content_html: z.string(),
  created_at: DateTime,
  updated_at: DateTime,
  category: z.object({ slug: z.string(), title: z.string(), kind: KnowledgeBaseCategoryKind }),
  related: z.array(KnowledgeBaseArticleSummary),
});
export type KnowledgeBaseArticle = z.infer<typeof KnowledgeBaseArticle>;

export const FaqQuestion = z.object({
  slug: z.string(),
  question: z.string(),
  /** Cleaned HTML from the rich-text allowlist. */
  answer_html: z.string(),
  updated_at: DateTime,
});
export type FaqQuestion = z.infer<typeof FaqQuestion>;

export const FaqTheme = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  questions: z.array(FaqQuestion),
});
export type FaqTheme = z.infer<typeof FaqTheme>;

export const Faq = z.object({ themes: z.array(FaqTheme) });
export type Faq = z.infer<typeof Faq>;

export const ArticleFeedbackBody = z.object({
  helpful: z.boolean({ error: 'Kies ja of nee.' }),
});
export type ArticleFeedbackBody = z.input<typeof ArticleFeedbackBody>;

export const knowledgeBaseRoutes = {
  getKnowledgeBase: defineRoute({
    method: 'GET',
    path: '/knowledge-base',
    auth: 'none',
    tag: 'knowledge-base',
    summary: 'Every category of the knowledge base with its articles (not the FAQ themes)',
    response: KnowledgeBaseOverview,
  }),
  getKnowledgeBaseCategory: defineRoute({
    method: 'GET',
    path: '/knowledge-base/categories/:slug',
    auth: 'none',
    tag: 'knowledge-base',
    summary: 'A category and its articles; a former slug answers the category under its current slug',
    params: SlugParams,
    response: KnowledgeBaseCategory,
  }),
  getKnowledgeBaseArticle: defineRoute({
    method: 'GET',
    path: '/knowledge-base/articles/:slug',
    auth: 'none',
    tag: 'knowledge-base',
    summary: 'An article with related articles; a former slug answers the article under its current slug',
    params: SlugParams,
    response: KnowledgeBaseArticle,
  }),
  sendArticleFeedback: defineRoute({
    method: 'POST',
    path: '/knowledge-base/articles/:slug/feedback',
    auth: 'none',
    tag: 'knowledge-base',
    summary: 'Answer "Was dit artikel nuttig?" with yes or no',
    params: SlugParams,
    body: ArticleFeedbackBody,
    response: z.object({ ok: z.literal(true) }),
    status: 201,
  }),
  getFaq: defineRoute({
    method: 'GET',
    path: '/faq',
    auth: 'none',
    tag: 'knowledge-base',
    summary: 'The frequently asked questions, grouped by theme',
    response: Faq,
  }),
};
