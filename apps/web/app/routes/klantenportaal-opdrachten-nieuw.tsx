import { NewOrderForm } from '~/features/orders/index.ts';
import { pageMeta } from '~/lib/meta.ts';

export const meta = () =>
  pageMeta({
    title: 'Nieuwe opdracht',
    description: 'Beschrijf wat je wilt laten bouwen of aanpassen.',
    path: '/klantenportaal/opdrachten/nieuw',
    noindex: true,
  });

export default function Page() {
  return (
    <div className="prose">
      <h1>Nieuwe opdracht</h1>
      <p>Beschrijf wat je wilt laten bouwen of aanpassen.</p>
      <NewOrderForm />
    </div>
  );
}
