import { OpenItemsPage } from '~/features/beheer-invoices/index.ts';
import { pageMeta } from '~/lib/meta.ts';

export const meta = () =>
  pageMeta({
    title: 'Openstaande posten | Beheer',
    description: 'Alle openstaande posten van alle klanten naar leeftijd, met totalen per leeftijd.',
    path: '/beheer/facturen/openstaande-posten',
    noindex: true,
  });

export default function Page() {
  return <OpenItemsPage />;
}
