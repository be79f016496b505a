import { apiRoutes } from '@maatwerk/contract';
import { ArticleForm, canEditContent } from '~/features/beheer-content/index.ts';
import { staffApi, useStaff } from '~/features/beheer-shell/index.ts';
import { pageMeta } from '~/lib/meta.ts';
import type { Route } from './+types/beheer-inhoud-artikel';

export const meta = () =>
  pageMeta({
    title: 'Artikel | Beheer',
    description: 'Een artikel van de kennisbank.',
    path: '/beheer/inhoud',
    noindex: true,
  });

/** /beheer/inhoud/artikelen/nieuw writes a new one; an id opens that article. */
export const clientLoader = async ({ params }: Route.ClientLoaderArgs) => {
  const categories = await staffApi(apiRoutes.staffListCategories, {});
  const article =
    params.id === 'nieuw'
      ? null
      : await staffApi(apiRoutes.staffGetArticle, { params: { id: Number(params.id) } });
  return { article, categories };
};
clientLoader.hydrate = true as const;

export default function Page({ loaderData }: Route.ComponentProps) {
  const { role } = useStaff();
  return (
    <ArticleForm
      key={loaderData.article?.id ?? 'nieuw'}
      article={loaderData.article}
      categories={loaderData.categories}
      canEdit={canEditContent(role)}
    />
  );
}
