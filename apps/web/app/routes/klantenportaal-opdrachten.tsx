import { pageMeta } from '~/lib/meta.ts';

export const meta = () =>
  pageMeta({
    title: 'Opdrachten',
    description: 'Al je opdrachten met hun status en prioriteit.',
    path: '/klantenportaal/opdrachten',
    noindex: true,
  });

export default function Page() {
  return (
    <>
      <h1>Opdrachten</h1>
      <p className="prose">Al je opdrachten met hun status en prioriteit.</p>
    </>
  );
}
