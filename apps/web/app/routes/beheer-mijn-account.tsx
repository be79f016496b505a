import { MyAccountPage } from '~/features/beheer-staff/index.ts';
import { pageMeta } from '~/lib/meta.ts';

export const meta = () =>
  pageMeta({
    title: 'Mijn account | Beheer',
    description: 'Je eigen account in het beheer: hoe je meldingen van klanten krijgt.',
    path: '/beheer/mijn-account',
    noindex: true,
  });

export default function Page() {
  return <MyAccountPage />;
}
