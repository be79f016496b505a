import { apiRoutes } from '@maatwerk/contract';
import { canEditContent, PagesAndSites } from '~/features/beheer-content/index.ts';
import { staffApi, useStaff } from '~/features/beheer-shell/index.ts';
import { pageMeta } from '~/lib/meta.ts';
import type { Route } from './+types/beheer-inhoud-paginas';

export const meta = () =>
  pageMeta({
    title: 'Pagina’s en sites | Beheer',
    description: 'Pagina’s en sites.',
    path: '/beheer/inhoud/paginas',
    noindex: true,
  });

export const clientLoader = async () => {
  const [pages, sites] = await Promise.all([
    staffApi(apiRoutes.staffListPages, {}),
    staffApi(apiRoutes.staffListSites, {}),
  ]);
  return { pages, sites };
};
clientLoader.hydrate = true as const;

export default function Page({ loaderData }: Route.ComponentProps) {
  const { role } = useStaff();
  return <PagesAndSites {...loaderData} canEdit={canEditContent(role)} />;
}
