import { NewInvoicePage } from '~/features/beheer-invoices/index.ts';
import { pageMeta } from '~/lib/meta.ts';

export const meta = () =>
  pageMeta({
    title: 'Nieuw concept | Beheer',
    description: 'Een nieuwe conceptfactuur.',
    path: '/beheer/facturen/nieuw',
    noindex: true,
  });

export default function Page() {
  return <NewInvoicePage />;
}
