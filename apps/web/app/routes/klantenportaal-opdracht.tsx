import { OrderById } from '~/components/order-views/order-by-id.tsx';
import { OrderDetail } from '~/features/orders/index.ts';
import { pageMeta } from '~/lib/meta.ts';

export const meta = () =>
  pageMeta({
    title: 'Opdracht',
    description: 'De details van deze opdracht en de reacties erop.',
    path: '/klantenportaal/opdrachten',
    noindex: true,
  });

export default function Page() {
  return (
    <OrderById unknown="Deze opdracht bestaat niet, of is niet van jou.">
      {(id) => <OrderDetail id={id} />}
    </OrderById>
  );
}
