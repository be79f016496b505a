import { apiRoutes } from '@maatwerk/contract';
import { CategoryList, canEditContent } from '~/features/beheer-content/index.ts';
import { staffApi, useStaff } from '~/features/beheer-shell/index.ts';
import { pageMeta } from '~/lib/meta.ts';
import type { Route } from './+types/beheer-inhoud-categorieen';

export const meta = () =>
  pageMeta({
    title: 'Categorieën | Beheer',
    description: 'Categorieën en thema’s.',
    path: '/beheer/inhoud/categorieen',
    noindex: true,
  });

export const clientLoader = async () => ({ categories: await staffApi(apiRoutes.staffListCategories, {}) });
clientLoader.hydrate = true as const;

export default function Page({ loaderData }: Route.ComponentProps) {
  const { role } = useStaff();
  return <CategoryList categories={loaderData.categories} canEdit={canEditContent(role)} />;
}
