import { apiRoutes } from '@maatwerk/contract';
import { data } from 'react-router';
import { canEditContent, SiteForm } from '~/features/beheer-content/index.ts';
import { staffApi, useStaff } from '~/features/beheer-shell/index.ts';
import { pageMeta } from '~/lib/meta.ts';
import type { Route } from './+types/beheer-inhoud-site';

export const meta = () =>
  pageMeta({
    title: 'Site | Beheer',
    description: 'Een site van de aanbieder.',
    path: '/beheer/inhoud/paginas',
    noindex: true,
  });

export const clientLoader = async ({ params }: Route.ClientLoaderArgs) => {
  if (params.id === 'nieuw') return { site: null };
  const site = (await staffApi(apiRoutes.staffListSites, {})).find(
    (candidate) => String(candidate.id) === params.id,
  );
  if (!site) throw data('Deze site bestaat niet (meer).', { status: 404 });
  return { site };
};
clientLoader.hydrate = true as const;

export default function Page({ loaderData }: Route.ComponentProps) {
  const { role } = useStaff();
  return (
    <SiteForm key={loaderData.site?.id ?? 'nieuw'} site={loaderData.site} canEdit={canEditContent(role)} />
  );
}
