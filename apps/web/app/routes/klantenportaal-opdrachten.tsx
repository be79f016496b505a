import { OrdersList, OrdersPageHeader } from '~/features/orders/index.ts';
import { pageMeta } from '~/lib/meta.ts';

export const meta = () =>
  pageMeta({
    title: 'Opdrachten',
    description: 'Al je opdrachten met hun status en prioriteit.',
    path: '/klantenportaal/opdrachten',
    noindex: true,
  });

export default function Page() {
  return (
    <>
      <OrdersPageHeader />
      <p className="prose">Al je opdrachten met hun status en prioriteit.</p>
      <OrdersList />
    </>
  );
}
