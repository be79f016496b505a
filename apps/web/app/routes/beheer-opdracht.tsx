import { useParams } from 'react-router';
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
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0) {
    return (
      <>
        <h1>Opdracht niet gevonden</h1>
        <p>Deze opdracht bestaat niet.</p>
      </>
    );
  }
  // Keyed by id: another order starts with fresh forms.
  return <StaffOrderDetail key={id} id={id} />;
}
