import { ReservationsPage } from '~/features/reservations/index.ts';
import { pageMeta } from '~/lib/meta.ts';

export const meta = () =>
  pageMeta({
    title: 'Tijd reserveren',
    description: 'Kies een dag en een vrij moment voor een gesprek of werksessie.',
    path: '/klantenportaal/tijd-reserveren',
    noindex: true,
  });

export default function Page() {
  return <ReservationsPage />;
}
