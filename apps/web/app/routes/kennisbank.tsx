import { KnowledgeBaseOverview } from '~/features/knowledge-base/index.ts';
import { loadKnowledgeBase } from '~/features/knowledge-base/knowledge-base-api.server.ts';
import { pageMeta, siteUrlOf } from '~/lib/meta.ts';
import type { Route } from './+types/kennisbank';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Kennisbank',
    description:
      'Handleidingen en antwoorden over webhosting, domeinnamen, e-mail, het klantenportaal, maatwerk software en apps van Kodewerk.',
    path: '/kennisbank',
    siteUrl: siteUrlOf(matches),
  });

export const loader = () => loadKnowledgeBase();

export default function KnowledgeBase({ loaderData }: Route.ComponentProps) {
  return <KnowledgeBaseOverview categories={loaderData.categories} />;
}
