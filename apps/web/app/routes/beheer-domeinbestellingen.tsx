import { DomainOrdersPage } from '~/features/beheer-domain-orders/index.ts';
import { pageMeta } from '~/lib/meta.ts';

export const meta = () =>
  pageMeta({
    title: 'Domeinbestellingen (beheer)',
    description: 'Bestelde domeinnamen die op registratie wachten.',
    path: '/beheer/domeinbestellingen',
    noindex: true,
  });

export default function Page() {
  return <DomainOrdersPage />;
}
