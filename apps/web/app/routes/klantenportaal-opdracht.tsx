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
    <>
      <h1>Opdracht</h1>
      <p className="prose">De details van deze opdracht en de reacties erop.</p>
    </>
  );
}
