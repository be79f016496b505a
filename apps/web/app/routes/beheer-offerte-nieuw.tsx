import { NewOffertePage } from '~/features/beheer-offertes/index.ts';
import { pageMeta } from '~/lib/meta.ts';

export const meta = () =>
  pageMeta({
    title: 'Nieuwe offerte | Beheer',
    description: 'Een nieuwe offerte, als concept.',
    path: '/beheer/offertes/nieuw',
    noindex: true,
  });

export default function Page() {
  return <NewOffertePage />;
}
