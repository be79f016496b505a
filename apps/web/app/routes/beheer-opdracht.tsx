import { OrderById } from '~/components/order-views/order-by-id.tsx';
import { StaffOrderDetail } from '~/features/beheer-orders/index.ts';
import { pageMeta } from '~/lib/meta.ts';

export const meta = () =>
  pageMeta({
    title: 'Opdracht (beheer)',
    description: 'Een opdracht met reacties, interne notities, status en tijd.',
    path: '/beheer/opdrachten',
    noindex: true,
  });

export default function Page() {
  return <OrderById unknown="Deze opdracht bestaat niet.">{(id) => <StaffOrderDetail id={id} />}</OrderById>;
}
