import { apiRoutes } from '@maatwerk/contract';
import { data } from 'react-router';
import { canEditContent, PageForm } from '~/features/beheer-content/index.ts';
import { staffApi, useStaff } from '~/features/beheer-shell/index.ts';
import { pageMeta } from '~/lib/meta.ts';
import type { Route } from './+types/beheer-inhoud-pagina';

export const meta = () =>
  pageMeta({
    title: 'Pagina | Beheer',
    description: 'Een pagina van de site.',
    path: '/beheer/inhoud/paginas',
    noindex: true,
  });

export const clientLoader = async ({ params }: Route.ClientLoaderArgs) => {
  const page = (await staffApi(apiRoutes.staffListPages, {})).find(
    (candidate) => String(candidate.id) === params.id,
  );
  if (!page) throw data('Deze pagina bestaat niet (meer).', { status: 404 });
  return { page };
};
clientLoader.hydrate = true as const;

export default function Page({ loaderData }: Route.ComponentProps) {
  const { role } = useStaff();
  return <PageForm key={loaderData.page.id} page={loaderData.page} canEdit={canEditContent(role)} />;
}
