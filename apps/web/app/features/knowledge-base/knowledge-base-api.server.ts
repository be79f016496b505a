import { ApiRequestError, apiRoutes, createApiClient } from '@maatwerk/contract';
import { data } from 'react-router';
import { serverEnv } from '~/lib/env.server.ts';

/** The provider API as the site's server calls it: the knowledge base needs no login. */
const api = createApiClient({ baseUrl: () => serverEnv.API_URL });

/**
 * Runs a read for a page: a 404 of the API, or an address it refuses, is the page's 404 (the root shows 'Page not found'),
 * anything else a 503 with the error page, so that no search engine takes an empty page for the real one.
 */
const forPage = async <T>(read: () => Promise<T>): Promise<T> => {
  try {
    return await read();
  } catch (error) {
    if (
      error instanceof ApiRequestError &&
      (error.status === 404 || error.status === 400 || error.status === 422)
    )
      throw data('Page not found', { status: 404 });
    throw data('De kennisbank is even niet bereikbaar.', { status: 503 });
  }
};

export const loadKnowledgeBase = () => forPage(() => api(apiRoutes.getKnowledgeBase, {}));

export const loadCategory = (slug: string) =>
  forPage(() => api(apiRoutes.getKnowledgeBaseCategory, { params: { slug } }));

export const loadArticle = (slug: string) =>
  forPage(() => api(apiRoutes.getKnowledgeBaseArticle, { params: { slug } }));

export const loadFaq = () => forPage(() => api(apiRoutes.getFaq, {}));

/** The sitemap's articles; an unreachable API leaves them out rather than failing the sitemap. */
export const sitemapArticlePaths = async (): Promise<{ path: string; updatedAt: string }[]> => {
  try {
    const { categories } = await api(apiRoutes.getKnowledgeBase, {});
    return categories.flatMap((category) => [
      { path: `/kennisbank/${category.slug}`, updatedAt: category.articles[0]?.updated_at ?? '' },
      ...category.articles.map((article) => ({
        path: `/kennisbank/${category.slug}/${article.slug}`,
        updatedAt: article.updated_at,
      })),
    ]);
  } catch {
    return [];
  }
};

export type FeedbackOutcome = { sent: true } | { sent: false; message: string };

export const sendFeedback = async (slug: string, helpful: boolean): Promise<FeedbackOutcome> => {
  try {
    await api(apiRoutes.sendArticleFeedback, { params: { slug }, body: { helpful } });
    return { sent: true };
  } catch {
    return { sent: false, message: 'Je antwoord kon niet worden opgeslagen. Probeer het later opnieuw.' };
  }
};
