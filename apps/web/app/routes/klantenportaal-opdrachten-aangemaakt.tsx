import { pageMeta } from '~/lib/meta.ts';

export const meta = () =>
  pageMeta({
    title: 'Opdracht aangemaakt',
    description: 'Je opdracht is aangemaakt. We nemen hem zo snel mogelijk in behandeling.',
    path: '/klantenportaal/opdrachten/aangemaakt',
    noindex: true,
  });

export default function Page() {
  return (
    <>
      <h1>Opdracht aangemaakt</h1>
      <p className="prose">Je opdracht is aangemaakt. We nemen hem zo snel mogelijk in behandeling.</p>
    </>
  );
}
