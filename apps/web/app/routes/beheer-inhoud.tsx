import { apiRoutes } from '@maatwerk/contract';
import { ContentOverview, canEditContent } from '~/features/beheer-content/index.ts';
import { staffApi, useStaff } from '~/features/beheer-shell/index.ts';
import { pageMeta } from '~/lib/meta.ts';
import type { Route } from './+types/beheer-inhoud';

export const meta = () =>
  pageMeta({
    title: 'Inhoud | Beheer',
    description: 'Kennisbank, vragen, pagina’s en sites.',
    path: '/beheer/inhoud',
    noindex: true,
  });

export const clientLoader = async () => {
  const [articles, categories] = await Promise.all([
    staffApi(apiRoutes.staffListArticles, {}),
    staffApi(apiRoutes.staffListCategories, {}),
  ]);
  return { articles, categories };
};
clientLoader.hydrate = true as const;

export default function Page({ loaderData }: Route.ComponentProps) {
  const { role } = useStaff();
  return <ContentOverview {...loaderData} canEdit={canEditContent(role)} />;
}
