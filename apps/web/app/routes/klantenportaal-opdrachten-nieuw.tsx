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
    <>
      <h1>Nieuwe opdracht</h1>
      <p className="prose">Beschrijf wat je wilt laten bouwen of aanpassen.</p>
    </>
  );
}
