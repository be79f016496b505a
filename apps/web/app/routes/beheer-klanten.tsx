import { CustomersPage } from '~/features/beheer-customers/index.ts';
import { pageMeta } from '~/lib/meta.ts';

export const meta = () =>
  pageMeta({
    title: 'Klanten | Beheer',
    description: 'De klanten van Kodewerk: zoeken, aanmaken en beheren.',
    path: '/beheer/klanten',
    noindex: true,
  });

export default function Page() {
  return <CustomersPage />;
}
