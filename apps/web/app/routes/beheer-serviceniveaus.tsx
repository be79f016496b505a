import { ServiceLevelsPage } from '~/features/beheer-service-levels/index.ts';
import { pageMeta } from '~/lib/meta.ts';

export const meta = () =>
  pageMeta({
    title: 'Serviceniveaus | Beheer',
    description: 'Kantooruren, doelen per prioriteit, feestdagen en het maandrapport van eerste reacties.',
    path: '/beheer/serviceniveaus',
    noindex: true,
  });

export default function Page() {
  return <ServiceLevelsPage />;
}
