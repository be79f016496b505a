import { InvoicesPage } from '~/features/billing/index.ts';
import { pageMeta } from '~/lib/meta.ts';

export const meta = () =>
  pageMeta({
    title: 'Facturen',
    description: 'Je facturen, abonnementen en het werk dat nog gefactureerd wordt.',
    path: '/klantenportaal/facturen',
    noindex: true,
  });

export default function Page() {
  return <InvoicesPage />;
}
