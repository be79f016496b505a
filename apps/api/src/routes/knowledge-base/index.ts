import { apiRoutes } from '@maatwerk/contract';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/http-error.ts';
import { registerRoute } from '../../lib/register-route.ts';
import {
  faq,
  knowledgeBaseArticle,
  knowledgeBaseCategory,
  knowledgeBaseOverview,
  recordArticleFeedback,
} from '../../services/knowledge-base/public.ts';

const articleNotFound = () => notFound('Dit artikel bestaat niet (meer).');

/** The public knowledge base and questions: what the site reads, no login. */
export const knowledgeBaseRoutes = async (app: FastifyInstance) => {
  registerRoute(app, apiRoutes.getKnowledgeBase, () => knowledgeBaseOverview(app.db));

  registerRoute(app, apiRoutes.getKnowledgeBaseCategory, async ({ params }) => {
    const category = await knowledgeBaseCategory(app.db, params.slug);
    if (!category) throw notFound('Deze categorie bestaat niet (meer).');
    return category;
  });

  registerRoute(app, apiRoutes.getKnowledgeBaseArticle, async ({ params }) => {
    const article = await knowledgeBaseArticle(app.db, params.slug);
    if (!article) throw articleNotFound();
    return article;
  });

  registerRoute(app, apiRoutes.sendArticleFeedback, async ({ params, body }) => {
    if (!(await recordArticleFeedback(app.db, params.slug, body.helpful))) throw articleNotFound();
    return { ok: true as const };
  });

  registerRoute(app, apiRoutes.getFaq, () => faq(app.db));
};
