import { ServicesPage } from '~/features/services/index.ts';
import { pageMeta } from '~/lib/meta.ts';

export const meta = () =>
  pageMeta({
    title: 'Diensten',
    description: 'Je diensten: opzeggen, automatisch verlengen en de verhuiscode van een domeinnaam.',
    path: '/klantenportaal/diensten',
    noindex: true,
  });

export default function Page() {
  return <ServicesPage />;
}
