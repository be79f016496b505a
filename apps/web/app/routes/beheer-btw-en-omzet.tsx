import { ReportsPage } from '~/features/beheer-invoices/index.ts';
import { pageMeta } from '~/lib/meta.ts';

export const meta = () =>
  pageMeta({
    title: 'Btw en omzet | Beheer',
    description: 'De btw-aangifte, de ICP-opgaaf en de omzet per maand en productgroep.',
    path: '/beheer/facturen/btw-en-omzet',
    noindex: true,
  });

export default function Page() {
  return <ReportsPage />;
}
