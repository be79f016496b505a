import { redirect } from 'react-router';
import { CategoryPage } from '~/features/knowledge-base/index.ts';
import { loadCategory } from '~/features/knowledge-base/knowledge-base-api.server.ts';
import { pageMeta, siteUrlOf } from '~/lib/meta.ts';
import type { Route } from './+types/kennisbank-categorie';

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData
    ? pageMeta({
        title: `${loaderData.title} | Kennisbank`,
        description: loaderData.description,
        path: `/kennisbank/${loaderData.slug}`,
        siteUrl: siteUrlOf(matches),
      })
    : [];

/** A former slug of the category answers 301 to its current address. */
export const loader = async ({ params }: Route.LoaderArgs) => {
  const category = await loadCategory(params.categorie);
  if (category.slug !== params.categorie) throw redirect(`/kennisbank/${category.slug}`, 301);
  return category;
};

export default function KnowledgeBaseCategory({ loaderData }: Route.ComponentProps) {
  return <CategoryPage category={loaderData} />;
}
