import { useParams } from 'react-router';
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
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0) {
    return (
      <>
        <h1>Opdracht niet gevonden</h1>
        <p>Deze opdracht bestaat niet, of is niet van jou.</p>
      </>
    );
  }
  // Keyed by id: another order starts with fresh forms.
  return <OrderDetail key={id} id={id} />;
}
