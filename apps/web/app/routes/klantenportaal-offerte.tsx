import { OffertePage } from '~/features/offertes/index.ts';
import { pageMeta } from '~/lib/meta.ts';
import type { Route } from './+types/klantenportaal-offerte';

export const meta = () =>
  pageMeta({
    title: 'Offerte',
    description: 'Een offerte: de regels, de opties en accepteren of afwijzen.',
    path: '/klantenportaal/offertes',
    noindex: true,
  });

export default function Page({ params }: Route.ComponentProps) {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) {
    return (
      <>
        <h1>Offerte niet gevonden</h1>
        <p>Deze offerte bestaat niet, of is niet van jou.</p>
      </>
    );
  }
  return <OffertePage key={id} id={id} />;
}
