import { FAQ_PATH } from '@maatwerk/contract';
import { redirect } from 'react-router';
import { articleHtml } from '~/features/knowledge-base/article-html.server.ts';
import {
  ArticleView,
  articlePath,
  articleStructuredData,
  type FeedbackResult,
} from '~/features/knowledge-base/index.ts';
import { loadArticle, sendFeedback } from '~/features/knowledge-base/knowledge-base-api.server.ts';
import { pageMeta, siteUrlOf } from '~/lib/meta.ts';
import type { Route } from './+types/kennisbank-artikel';

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return [];
  const { article } = loaderData;
  const path = articlePath(article.category.slug, article.slug);
  const siteUrl = siteUrlOf(matches);
  return [
    ...pageMeta({ title: article.title, description: article.description, path, siteUrl }),
    ...articleStructuredData(article, path, siteUrl).map((data) => ({ 'script:ld+json': data })),
  ];
};

/**
 * The article under its current address: a former slug of the article or its category answers 301
 * there, and a question of the FAQ lives on the questions page.
 */
export const loader = async ({ params }: Route.LoaderArgs) => {
  const article = await loadArticle(params.artikel);
  if (article.category.kind === 'faq') throw redirect(`${FAQ_PATH}#${article.slug}`, 301);
  const path = articlePath(article.category.slug, article.slug);
  if (article.slug !== params.artikel || article.category.slug !== params.categorie)
    throw redirect(path, 301);
  return { article, ...articleHtml(article.content_html) };
};

/** "Was dit artikel nuttig?": with or without JavaScript, the form posts here. */
export const action = async ({ params, request }: Route.ActionArgs): Promise<FeedbackResult> => {
  const answer = (await request.formData()).get('helpful');
  if (answer !== 'ja' && answer !== 'nee') return { sent: false, message: 'Kies ja of nee.' };
  return sendFeedback(params.artikel, answer === 'ja');
};

export default function KnowledgeBaseArticle({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ArticleView
      article={loaderData.article}
      html={loaderData.html}
      toc={loaderData.toc}
      feedback={actionData}
    />
  );
}
