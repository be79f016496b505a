import { Dashboard } from '~/features/dashboard/index.ts';
import { pageMeta } from '~/lib/meta.ts';

export const meta = () =>
  pageMeta({
    title: 'Dashboard',
    description:
      'Een overzicht van je opdrachten, facturen, domeinen, servers, hostingpakketten en reserveringen.',
    path: '/klantenportaal/dashboard',
    noindex: true,
  });

export default function Page() {
  return <Dashboard />;
}
