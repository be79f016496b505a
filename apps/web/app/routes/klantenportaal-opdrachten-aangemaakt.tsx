import { useLocation } from 'react-router';
import { type CreatedOrderState, OrderCreated } from '~/features/orders/index.ts';
import { pageMeta } from '~/lib/meta.ts';

export const meta = () =>
  pageMeta({
    title: 'Opdracht aangemaakt',
    description: 'Je opdracht is aangemaakt. We nemen hem zo snel mogelijk in behandeling.',
    path: '/klantenportaal/opdrachten/aangemaakt',
    noindex: true,
  });

export default function Page() {
  const state = useLocation().state as Partial<CreatedOrderState> | null;
  return <OrderCreated created={state?.createdOrder} />;
}
