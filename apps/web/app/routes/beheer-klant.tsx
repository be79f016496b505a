import { CustomerPage } from '~/features/beheer-customers/index.ts';
import { pageMeta } from '~/lib/meta.ts';
import type { Route } from './+types/beheer-klant';

export const meta = () =>
  pageMeta({
    title: 'Klant | Beheer',
    description: 'Bedrijfsgegevens, personen en diensten van een klant.',
    path: '/beheer/klanten',
    noindex: true,
  });

export default function Page({ params }: Route.ComponentProps) {
  return <CustomerPage key={params.id} id={Number(params.id)} />;
}
