import { MembersPage } from '~/features/beheer-staff/index.ts';
import { pageMeta } from '~/lib/meta.ts';

export const meta = () =>
  pageMeta({
    title: 'Medewerkers | Beheer',
    description: 'De medewerkers van Kodewerk: uitnodigen, rollen, tweede factor en deactiveren.',
    path: '/beheer/medewerkers',
    noindex: true,
  });

export default function Page() {
  return <MembersPage />;
}
