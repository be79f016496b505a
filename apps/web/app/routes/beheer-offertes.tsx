import { StaffOffertesPage } from '~/features/beheer-offertes/index.ts';
import { pageMeta } from '~/lib/meta.ts';

export const meta = () =>
  pageMeta({
    title: 'Offertes (beheer)',
    description: 'Offertes: concepten, verzonden offertes en wat de klant besloot.',
    path: '/beheer/offertes',
    noindex: true,
  });

export default function Page() {
  return <StaffOffertesPage />;
}
