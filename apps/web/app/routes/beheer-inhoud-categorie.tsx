import { apiRoutes } from '@maatwerk/contract';
import { data } from 'react-router';
import { CategoryForm, canEditContent } from '~/features/beheer-content/index.ts';
import { staffApi, useStaff } from '~/features/beheer-shell/index.ts';
import { pageMeta } from '~/lib/meta.ts';
import type { Route } from './+types/beheer-inhoud-categorie';

export const meta = () =>
  pageMeta({
    title: 'Categorie | Beheer',
    description: 'Een categorie van de kennisbank.',
    path: '/beheer/inhoud/categorieen',
    noindex: true,
  });

export const clientLoader = async ({ params }: Route.ClientLoaderArgs) => {
  if (params.id === 'nieuw') return { category: null };
  const category = (await staffApi(apiRoutes.staffListCategories, {})).find(
    (candidate) => String(candidate.id) === params.id,
  );
  if (!category) throw data('Deze categorie bestaat niet (meer).', { status: 404 });
  return { category };
};
clientLoader.hydrate = true as const;

export default function Page({ loaderData }: Route.ComponentProps) {
  const { role } = useStaff();
  return (
    <CategoryForm
      key={loaderData.category?.id ?? 'nieuw'}
      category={loaderData.category}
      canEdit={canEditContent(role)}
    />
  );
}
