import { PrivacyPage } from '~/features/beheer-privacy/index.ts';
import { pageMeta } from '~/lib/meta.ts';

export const meta = () =>
  pageMeta({
    title: 'AVG | Beheer',
    description: 'Overeenkomsten en wie ze accepteerde, verwijderverzoeken en gegevensexports.',
    path: '/beheer/avg',
    noindex: true,
  });

export default function Page() {
  return <PrivacyPage />;
}
