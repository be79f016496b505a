import { apiRoutes } from '@maatwerk/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../lib/register-route.ts';
import {
  createArticle,
  deleteArticle,
  getArticle,
  listArticles,
  updateArticle,
} from '../../services/staff-content/articles.ts';
import {
  createCategory,
  deleteCategory,
  listCategories,
  updateCategory,
} from '../../services/staff-content/categories.ts';
import {
  createSite,
  deleteSite,
  listPages,
  listSites,
  updatePage,
  updateSite,
} from '../../services/staff-content/pages-and-sites.ts';
import { writerOf } from '../staff-request.ts';

/** The back office's content: knowledge base, FAQ themes, the site's pages and sites. */
export const staffContentRoutes = async (app: FastifyInstance) => {
  registerRoute(app, apiRoutes.staffListArticles, () => listArticles(app.db));
  registerRoute(app, apiRoutes.staffGetArticle, ({ params }) => getArticle(app.db, params.id));
  registerRoute(app, apiRoutes.staffCreateArticle, ({ body, request }) =>
    createArticle(app.db, writerOf(request), body),
  );
  registerRoute(app, apiRoutes.staffUpdateArticle, ({ params, body, request }) =>
    updateArticle(app.db, writerOf(request), params.id, body),
  );
  registerRoute(app, apiRoutes.staffDeleteArticle, async ({ params, request }) => {
    await deleteArticle(app.db, writerOf(request), params.id);
    return { ok: true as const };
  });

  registerRoute(app, apiRoutes.staffListCategories, () => listCategories(app.db));
  registerRoute(app, apiRoutes.staffCreateCategory, ({ body, request }) =>
    createCategory(app.db, writerOf(request), body),
  );
  registerRoute(app, apiRoutes.staffUpdateCategory, ({ params, body, request }) =>
    updateCategory(app.db, writerOf(request), params.id, body),
  );
  registerRoute(app, apiRoutes.staffDeleteCategory, async ({ params, request }) => {
    await deleteCategory(app.db, writerOf(request), params.id);
    return { ok: true as const };
  });

  registerRoute(app, apiRoutes.staffListPages, () => listPages(app.db));
  registerRoute(app, apiRoutes.staffUpdatePage, ({ params, body, request }) =>
    updatePage(app.db, writerOf(request), params.id, body),
  );

  registerRoute(app, apiRoutes.staffListSites, () => listSites(app.db));
  registerRoute(app, apiRoutes.staffCreateSite, ({ body, request }) =>
    createSite(app.db, writerOf(request), body),
  );
  registerRoute(app, apiRoutes.staffUpdateSite, ({ params, body, request }) =>
    updateSite(app.db, writerOf(request), params.id, body),
  );
  registerRoute(app, apiRoutes.staffDeleteSite, async ({ params, request }) => {
    await deleteSite(app.db, writerOf(request), params.id);
    return { ok: true as const };
  });
};
