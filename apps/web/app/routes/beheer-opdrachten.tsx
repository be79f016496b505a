import { OrderQueue } from '~/features/beheer-orders/index.ts';
import { pageMeta } from '~/lib/meta.ts';

export const meta = () =>
  pageMeta({
    title: 'Opdrachten (beheer)',
    description: 'De werkvoorraad: opdrachten van alle klanten.',
    path: '/beheer/opdrachten',
    noindex: true,
  });

export default function Page() {
  return (
    <>
      <h1>Opdrachten</h1>
      <p className="prose">De werkvoorraad: opdrachten van alle klanten, te filteren en te sorteren.</p>
      <OrderQueue />
    </>
  );
}
