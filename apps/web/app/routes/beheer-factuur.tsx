import { InvoicePage } from '~/features/beheer-invoices/index.ts';
import { pageMeta } from '~/lib/meta.ts';
import type { Route } from './+types/beheer-factuur';

export const meta = () =>
  pageMeta({
    title: 'Factuur | Beheer',
    description: 'Een factuur of creditfactuur met haar regels, betalingen en creditfacturen.',
    path: '/beheer/facturen',
    noindex: true,
  });

export default function Page({ params }: Route.ComponentProps) {
  return <InvoicePage key={params.id} id={Number(params.id)} />;
}
