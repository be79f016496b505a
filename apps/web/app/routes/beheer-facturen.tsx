import { InvoicesPage } from '~/features/beheer-invoices/index.ts';
import { pageMeta } from '~/lib/meta.ts';

export const meta = () =>
  pageMeta({
    title: 'Facturen | Beheer',
    description: 'Concepten, verzonden facturen en creditfacturen.',
    path: '/beheer/facturen',
    noindex: true,
  });

export default function Page() {
  return <InvoicesPage />;
}
