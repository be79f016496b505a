import { OffertesPage } from '~/features/offertes/index.ts';
import { pageMeta } from '~/lib/meta.ts';

export const meta = () =>
  pageMeta({
    title: 'Offertes',
    description: 'Je offertes: opties kiezen, een vraag stellen, accepteren of afwijzen.',
    path: '/klantenportaal/offertes',
    noindex: true,
  });

export default function Page() {
  return <OffertesPage />;
}
