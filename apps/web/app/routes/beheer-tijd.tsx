import { ReservationsPage } from '~/features/beheer-reservations/index.ts';
import { pageMeta } from '~/lib/meta.ts';

export const meta = () =>
  pageMeta({
    title: 'Tijd en reserveringen | Beheer',
    description: 'De reserveerbare uren, vrije dagen en reserveringen van klanten.',
    path: '/beheer/tijd',
    noindex: true,
  });

export default function Page() {
  return <ReservationsPage />;
}
